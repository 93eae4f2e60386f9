// The guided tour's English texts as the browser downloads them (loadTourTexts).
export { tourEn as messages } from './tour.en'
