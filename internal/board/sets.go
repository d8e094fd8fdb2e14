package board

import "math/bits"

// AllDigits is the candidate set of a cell nothing constrains: bits 1–9.
const AllDigits uint16 = 0x3fe

// A CellSet is a set of cells, cell i being bit i%64 of word i/64.
type CellSet [2]uint64

// Add adds cell i to cs.
func (cs *CellSet) Add(i int) { cs[i>>6] |= 1 << (i & 63) }

// Has reports whether cell i is in cs.
func (cs CellSet) Has(i int) bool { return cs[i>>6]&(1<<(i&63)) != 0 }

// And returns the cells in both cs and o.
func (cs CellSet) And(o CellSet) CellSet { return CellSet{cs[0] & o[0], cs[1] & o[1]} }

// Or returns the cells in cs or o.
func (cs CellSet) Or(o CellSet) CellSet { return CellSet{cs[0] | o[0], cs[1] | o[1]} }

// Minus returns the cells of cs not in o.
func (cs CellSet) Minus(o CellSet) CellSet {
	return CellSet{cs[0] &^ o[0], cs[1] &^ o[1]}
}

// Empty reports whether cs has no cell.
func (cs CellSet) Empty() bool { return cs[0]|cs[1] == 0 }

// Count returns the number of cells in cs.
func (cs CellSet) Count() int { return bits.OnesCount64(cs[0]) + bits.OnesCount64(cs[1]) }

// Cells returns the cells of cs in order.
func (cs CellSet) Cells() func(yield func(int) bool) {
	return func(yield func(int) bool) {
		for w, m := range cs {
			for ; m != 0; m &= m - 1 {
				if !yield(w<<6 | bits.TrailingZeros64(m)) {
					return
				}
			}
		}
	}
}

// First returns the first cell of cs, which is not empty.
func (cs CellSet) First() int {
	if cs[0] != 0 {
		return bits.TrailingZeros64(cs[0])
	}
	return 64 + bits.TrailingZeros64(cs[1])
}

// PeerSet and HouseSet hold the peers of each cell and the cells of each
// house as cell sets.
var PeerSet, HouseSet = func() (p [81]CellSet, h [27]CellSet) {
	for i := range 81 {
		for _, j := range Peers[i] {
			p[i].Add(int(j))
		}
	}
	for k := range 27 {
		for _, i := range HouseCells[k] {
			h[k].Add(int(i))
		}
	}
	return p, h
}()
