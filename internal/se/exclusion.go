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

// An aeSince is what a search of n cells needs, after one that found
// nothing on this puzzle, to pass over the sets that find nothing still.
// What a set finds rests on the candidates of its cells and of the cells
// that see them all (its excluders), and on which cells are eligible,
// which rests on their peers: a set none of whose cells is near a change
// (changed, or a peer of one) finds nothing still, nor does one of cells
// eligible then none of which nor of whose common peers has changed.
type aeSince struct {
	since                   bool
	changed, near, eligible board.CellSet
}

// aeSinceOf returns the aeSince of the search of n cells.
func (e *Engine) aeSinceOf(n int) (a aeSince) {
	a.changed, a.since = e.changedSince(&e.fails.aligned[n])
	for i := range a.changed.Cells() {
		a.near.Add(i)
		a.near = a.near.Or(board.PeerSet[i])
	}
	a.eligible = e.fails.eligible[n]
	return a
}

// far reports whether no cell of set is near a change.
func (a *aeSince) far(set ...int) bool {
	for _, i := range set {
		if a.near.Has(i) {
			return false
		}
	}
	return a.since
}

// still reports whether the set of cells, whose excluders are common,
// finds nothing, as it did: its cells were eligible, and none of them
// nor of the cells that see them all has changed.
func (a *aeSince) still(set []int) bool {
	if !a.since {
		return false
	}
	common := board.CellSet{^uint64(0), 1<<17 - 1}
	for _, i := range set {
		if !a.eligible.Has(i) || a.changed.Has(i) {
			return false
		}
		common = common.And(board.PeerSet[i])
	}
	return common.And(a.changed).Empty()
}

// aeDone notes whether the search of n cells, whose eligible cells are
// cells, found an exclusion.
func (e *Engine) aeDone(n int, cells []int, found bool) bool {
	e.fails.eligible[n] = cellSetOf(cells)
	return e.fails.aligned[n].note(&e.b, found)
}

// alignedPairExclusion finds an aligned pair exclusion.
func (e *Engine) alignedPairExclusion() bool {
	since := e.aeSinceOf(2)
	if since.since && since.near.Empty() {
		return e.fails.aligned[2].note(&e.b, false)
	}
	cells, excl := e.aeCells(2)
	for b := 1; b < len(cells); b++ {
		for a := range b {
			set := []int{cells[a], cells[b]}
			if since.far(set[0], set[1]) {
				continue
			}
			if common := excl[set[0]].And(excl[set[1]]); common.Count() >= 2 && !since.still(set) && e.aeExclude(set, common) {
				e.hint.tech, e.hint.rating = seAlignedPair, 6.2
				return e.aeDone(2, cells, true)
			}
		}
	}
	return e.aeDone(2, cells, false)
}

// alignedTripletExclusion finds an aligned triplet exclusion.
func (e *Engine) alignedTripletExclusion() bool {
	since := e.aeSinceOf(3)
	if since.since && since.near.Empty() {
		return e.fails.aligned[3].note(&e.b, false)
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
				if since.far(c0, c1) {
					tails = tails.And(since.near) // the third must be near a change
				}
				for c2 := range tails.Cells() {
					if c2 == c0 || c2 == c1 {
						continue
					}
					set := []int{c0, c1, c2}
					common := pair.And(excl[c2])
					if common.Count() >= 2 && !since.still(set) && e.aeExclude(set, common) {
						e.hint.tech, e.hint.rating = seAlignedTriplet, 7.5
						return e.aeDone(3, cells, true)
					}
				}
			}
		}
	}
	return e.aeDone(3, cells, false)
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
