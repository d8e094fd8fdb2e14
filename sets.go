package main

import "math/bits"

// allDigitBits is the candidate set of a cell nothing constrains: bits 1–9.
const allDigitBits uint16 = 0x3fe

// A cellSet is a set of cells, cell i being bit i%64 of word i/64.
type cellSet [2]uint64

func (cs *cellSet) add(i int) { cs[i>>6] |= 1 << (i & 63) }

func (cs cellSet) has(i int) bool { return cs[i>>6]&(1<<(i&63)) != 0 }

func (cs cellSet) and(o cellSet) cellSet { return cellSet{cs[0] & o[0], cs[1] & o[1]} }

func (cs cellSet) or(o cellSet) cellSet { return cellSet{cs[0] | o[0], cs[1] | o[1]} }

func (cs cellSet) minus(o cellSet) cellSet {
	return cellSet{cs[0] &^ o[0], cs[1] &^ o[1]}
}

func (cs cellSet) empty() bool { return cs[0]|cs[1] == 0 }

func (cs cellSet) count() int { return bits.OnesCount64(cs[0]) + bits.OnesCount64(cs[1]) }

// cells returns the cells of cs in order.
func (cs cellSet) cells() func(yield func(int) bool) {
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

// first returns the first cell of cs, which is not empty.
func (cs cellSet) first() int {
	if cs[0] != 0 {
		return bits.TrailingZeros64(cs[0])
	}
	return 64 + bits.TrailingZeros64(cs[1])
}

// peerSet and houseSet hold the peers of each cell and the cells of each
// house as cell sets.
var peerSet, houseSet = func() (p [81]cellSet, h [27]cellSet) {
	for i := range 81 {
		for _, j := range cellPeers[i] {
			p[i].add(int(j))
		}
	}
	for k := range 27 {
		for _, i := range houseCells[k] {
			h[k].add(int(i))
		}
	}
	return p, h
}()
