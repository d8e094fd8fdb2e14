package se

import (
	"math/bits"

	"sudoku/internal/board"
)

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
func (e *Engine) aeCells(n int) (cells []int, excl [81]board.CellSet) {
	for i, c := range e.b.cand {
		if bits.OnesCount16(c) < 2 {
			continue
		}
		single := false
		for _, p := range board.Peers[i] {
			k := bits.OnesCount16(e.b.cand[p])
			single = single || k == 1
			if k >= 2 && k <= n {
				excl[i].Add(int(p))
			}
		}
		if !single && !excl[i].Empty() {
			cells = append(cells, i)
		}
	}
	return cells, excl
}

// aeNear returns, if the search of n cells found nothing when last run
// on this puzzle, the cells changed since and their peers, and true. What
// an exclusion of some cells finds rests on the candidates of the cells
// and of their peers (which are excluders, which singles): one whose cells
// are none of these finds nothing still.
func (e *Engine) aeNear(n int) (near board.CellSet, since bool) {
	changed, since := e.changedSince(&e.fails.aligned[n])
	for i := range changed.Cells() {
		near.Add(i)
		near = near.Or(board.PeerSet[i])
	}
	return near, since
}

// aeDone notes whether the search of n cells found an exclusion.
func (e *Engine) aeDone(n int, found bool) bool { return e.fails.aligned[n].note(&e.b, found) }

// alignedPairExclusion finds an aligned pair exclusion.
func (e *Engine) alignedPairExclusion() bool {
	near, since := e.aeNear(2)
	if since && near.Empty() {
		return e.aeDone(2, false)
	}
	cells, excl := e.aeCells(2)
	for b := 1; b < len(cells); b++ {
		for a := range b {
			set := []int{cells[a], cells[b]}
			if since && !near.Has(set[0]) && !near.Has(set[1]) {
				continue
			}
			if common := excl[set[0]].And(excl[set[1]]); common.Count() >= 2 && e.aeExclude(set, common) {
				e.hint.tech, e.hint.rating = seAlignedPair, 6.2
				return e.aeDone(2, true)
			}
		}
	}
	return e.aeDone(2, false)
}

// alignedTripletExclusion finds an aligned triplet exclusion.
func (e *Engine) alignedTripletExclusion() bool {
	near, since := e.aeNear(3)
	if since && near.Empty() {
		return e.aeDone(3, false)
	}
	cells, excl := e.aeCells(3)
	eligible := cellSetOf(cells)
	for b := 1; b < len(cells); b++ {
		for a := range b {
			c0, c1 := cells[a], cells[b]
			first := excl[c0].And(eligible)
			pair := excl[c0].And(excl[c1])
			if pair.Count() < 2 {
				continue // no third cell can leave two excluders common
			}
			for _, tails := range [2]board.CellSet{first, excl[c1].And(eligible).Minus(first)} {
				if since && !near.Has(c0) && !near.Has(c1) {
					tails = tails.And(near) // the third must be near a change
				}
				for c2 := range tails.Cells() {
					if c2 == c0 || c2 == c1 {
						continue
					}
					common := pair.And(excl[c2])
					if common.Count() >= 2 && e.aeExclude([]int{c0, c1, c2}, common) {
						e.hint.tech, e.hint.rating = seAlignedTriplet, 7.5
						return e.aeDone(3, true)
					}
				}
			}
		}
	}
	return e.aeDone(3, false)
}

// aeExclude removes from the cells of set the candidates in no possible
// combination, excluders common, and reports whether there are any.
func (e *Engine) aeExclude(set []int, common board.CellSet) bool {
	var buf [20]uint16 // the excluders' candidates
	excl := buf[:0]
	for i := range common.Cells() {
		excl = append(excl, e.b.cand[i])
	}
	var see [3][3]bool
	for j := range set {
		for k := range j {
			see[j][k] = board.PeerSet[set[j]].Has(set[k])
		}
	}
	var allowed [3]uint16
	var cands [3]uint16
	for k, i := range set {
		cands[k] = e.b.cand[i]
	}
	if len(set) == 2 {
		allowed[0], allowed[1] = aePairAllowed(cands[0], cands[1], excl, see[1][0])
	} else {
		allowed = aeTripletAllowed(cands, excl, &see)
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

// aePairAllowed returns the digits of two cells, of candidates a and b,
// in a possible combination: one that empties no excluder, of the
// candidates excl, each of two candidates (the pair), and puts no digit
// in both if they see each other (see).
func aePairAllowed(a, b uint16, excl []uint16, see bool) (inA, inB uint16) {
	// The digits of the second cell each digit of the first rules out.
	var out [10]uint16
	for _, m := range excl {
		lo, hi := m&-m, m&(m-1)
		out[bits.TrailingZeros16(lo)] |= hi
		out[bits.TrailingZeros16(hi)] |= lo
	}
	for m := a; m != 0; m &= m - 1 {
		da := m & -m
		free := b &^ out[bits.TrailingZeros16(da)]
		if see {
			free &^= da
		}
		if free != 0 {
			inA, inB = inA|da, inB|free
		}
	}
	return inA, inB
}

// aeTripletAllowed returns the digits of three cells, of candidates
// cands, in a possible combination, the excluders' candidates excl, each
// of two or three candidates, and which cells see which see.
func aeTripletAllowed(cands [3]uint16, excl []uint16, see *[3][3]bool) (allowed [3]uint16) {
	// The digits of the third cell each digit of the first two rules out
	// (the other of an excluder of two), and each two digits (the third
	// of an excluder of three, or all where they empty an excluder of
	// two).
	var one [10]uint16
	var two [10][10]uint16
	for _, m := range excl {
		x := bits.TrailingZeros16(m)
		r := m & (m - 1)
		y := bits.TrailingZeros16(r)
		if z := r & (r - 1); z == 0 {
			one[x] |= 1 << y
			one[y] |= 1 << x
			two[x][y], two[y][x] = 0xffff, 0xffff
		} else {
			z := bits.TrailingZeros16(z)
			two[x][y] |= 1 << z
			two[y][x] |= 1 << z
			two[x][z] |= 1 << y
			two[z][x] |= 1 << y
			two[y][z] |= 1 << x
			two[z][y] |= 1 << x
		}
	}
	for a := cands[0]; a != 0; a &= a - 1 {
		da := a & -a
		xa := bits.TrailingZeros16(da)
		blockedA := one[xa]
		if see[2][0] {
			blockedA |= da
		}
		for b := cands[1]; b != 0; b &= b - 1 {
			db := b & -b
			if da == db && see[1][0] {
				continue
			}
			xb := bits.TrailingZeros16(db)
			blocked := blockedA | one[xb] | two[xa][xb]
			if see[2][1] {
				blocked |= db
			}
			if c := cands[2] &^ blocked; c != 0 {
				allowed[0], allowed[1], allowed[2] = allowed[0]|da, allowed[1]|db, allowed[2]|c
			}
		}
	}
	return allowed
}
