package main

import "math/bits"

// SE's aligned pair and triplet exclusion: for two (three) cells, each
// combination of their candidates that would empty a cell seeing them all
// (an excluder, of two candidates, or three for triplets), or put one
// digit in two of them that see each other, is impossible; a candidate of
// one of the cells in no possible combination goes. A cell is tried only
// if no cell it sees has one candidate; it needs two common excluders.
// SE rates the pair 6.2 and the triplet 7.5 and takes the first found:
// the cells in its order (pairs of eligible cells, by the second then the
// first; for triplets, a third among the excluders of the first two).

// aeCells returns the cells eligible for aligned exclusion of n cells
// and their excluders.
func (e *seEngine) aeCells(n int) (cells []int, excl [81]cellSet) {
	for i, c := range e.b.cand {
		if bits.OnesCount16(c) < 2 {
			continue
		}
		single := false
		for _, p := range cellPeers[i] {
			k := bits.OnesCount16(e.b.cand[p])
			single = single || k == 1
			if k >= 2 && k <= n {
				excl[i].add(int(p))
			}
		}
		if !single && !excl[i].empty() {
			cells = append(cells, i)
		}
	}
	return cells, excl
}

// alignedPairExclusion finds an aligned pair exclusion.
func (e *seEngine) alignedPairExclusion() bool {
	cells, excl := e.aeCells(2)
	for b := 1; b < len(cells); b++ {
		for a := range b {
			set := []int{cells[a], cells[b]}
			if common := excl[set[0]].and(excl[set[1]]); common.count() >= 2 && e.aeExclude(set, common) {
				e.hint.tech, e.hint.rating = seAlignedPair, 6.2
				return true
			}
		}
	}
	return false
}

// alignedTripletExclusion finds an aligned triplet exclusion.
func (e *seEngine) alignedTripletExclusion() bool {
	cells, excl := e.aeCells(3)
	eligible := cellSetOf(cells)
	for b := 1; b < len(cells); b++ {
		for a := range b {
			c0, c1 := cells[a], cells[b]
			first := excl[c0].and(eligible)
			tails := []int{}
			for i := range first.cells() {
				tails = append(tails, i)
			}
			for i := range excl[c1].and(eligible).minus(first).cells() {
				tails = append(tails, i)
			}
			for _, c2 := range tails {
				if c2 == c0 || c2 == c1 {
					continue
				}
				set := []int{c0, c1, c2}
				common := excl[c0].and(excl[c1]).and(excl[c2])
				if common.count() >= 2 && e.aeExclude(set, common) {
					e.hint.tech, e.hint.rating = seAlignedTriplet, 7.5
					return true
				}
			}
		}
	}
	return false
}

// aeExclude removes from the cells of set the candidates in no possible
// combination, excluders common, and reports whether there are any.
func (e *seEngine) aeExclude(set []int, common cellSet) bool {
	var excl []uint16 // the excluders' candidates
	for i := range common.cells() {
		excl = append(excl, e.b.cand[i])
	}
	var see [3][3]bool
	for j := range set {
		for k := range j {
			see[j][k] = peerSet[set[j]].has(set[k])
		}
	}
	var allowed [3]uint16
	var cands [3]uint16
	for k, i := range set {
		cands[k] = e.b.cand[i]
	}
	if len(set) == 2 {
		cands[2] = 1 // one digit, 0, that blocks nothing
	}
	for a := cands[0]; a != 0; a &= a - 1 {
		da := a & -a
		for b := cands[1]; b != 0; b &= b - 1 {
			db := b & -b
			if da == db && see[1][0] {
				continue
			}
			for c := cands[2]; c != 0; c &= c - 1 {
				dc := c & -c
				if len(set) == 3 && (dc == da && see[2][0] || dc == db && see[2][1]) || aeEmpties(excl, da|db|dc) {
					continue
				}
				allowed[0], allowed[1], allowed[2] = allowed[0]|da, allowed[1]|db, allowed[2]|dc
			}
		}
	}
	found := false
	for k, i := range set {
		if out := e.b.cand[i] &^ allowed[k]; out != 0 {
			e.hint.elim[i] = out
			found = true
		}
	}
	if found && e.text {
		e.hint.what = e.describeCells(set, 0)
	}
	return found
}

// aeEmpties reports whether the digits used leave an excluder, of the
// candidates excl, without a candidate.
func aeEmpties(excl []uint16, used uint16) bool {
	for _, m := range excl {
		if m&^used == 0 {
			return true
		}
	}
	return false
}
