// The second half of the ledger model's seeds (sequences.ts): two files, so two workers share them.
import { describeSequences } from './sequences'

describeSequences('second')
