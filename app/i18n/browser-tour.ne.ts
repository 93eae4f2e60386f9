// The guided tour's Nepali texts as the browser downloads them (loadTourTexts).
export { tourNe as messages } from './tour.ne'
