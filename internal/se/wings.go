package se

import (
	"bytes"
	"math/bits"
	"slices"

	"sudoku/internal/board"
)

// SE's wings. An XY-wing is a cell with candidates xy seeing two cells
// xz and yz: z goes from the cells seeing both (and, for an XYZ-wing,
// whose pivot holds xyz, seeing it too). The larger wings, WXYZ to
// TUVWXYZ, are a set of k mutually visible cells (k from 3 to 6) with k+1
// candidates among them and a bivalue cell yz seeing some of them: if all
// the set's cells with x see yz, z goes from every cell seeing yz and
// the set's cells with z; if z is so too, the wing is doubly linked, and
// x and every other candidate of the set go as well from the cells
// seeing all that hold it.

// xyWing finds an XY-wing, or an XYZ-wing when xyz is set, in SE's order:
// the pivot, then the wings among its peers in order.
//
// A wing rests on the candidates of its three cells, and what it removes
// only shrinks as candidates go: after a search that found nothing, only
// the wings with a cell changed since are looked at.
func (e *Engine) xyWing(xyz bool) bool {
	n := 2
	if xyz {
		n = 3
	}
	fails := &e.fails.xyWings[n-2]
	changed, since := e.changedSince(fails)
	var pairs bivalueCells
	for i, c := range e.b.cand {
		if bits.OnesCount16(c) == 2 {
			pairs[bits.TrailingZeros16(c)][15-bits.LeadingZeros16(c)].Add(i)
		}
	}
	for i, xy := range e.b.cand {
		if bits.OnesCount16(xy) != n {
			continue
		}
		pivot := !since || changed.Has(i) // the pivot changed, or all are to be looked at
		if !pivot && board.PeerSet[i].And(changed).Empty() {
			continue
		}
		for _, a := range board.Peers[i] {
			xz := e.b.cand[a]
			if bits.OnesCount16(xz) != 2 || bits.OnesCount16(xy&^xz) != 1 {
				continue
			}
			// The third cell holds yz: for an XY-wing the digits of xy
			// and xz but the one they share, for an XYZ-wing two of xyz
			// other than xz.
			var wings board.CellSet
			if xyz {
				for m := xz; m != 0; m &= m - 1 {
					wings = wings.Or(pairs.of(xy &^ (m & -m)))
				}
			} else {
				wings = pairs.of(xy ^ xz)
			}
			wings = wings.And(board.PeerSet[i])
			if !pivot && !changed.Has(int(a)) {
				wings = wings.And(changed)
			}
			for c := range wings.Cells() {
				if e.xyWingHint(xyz, i, int(a), c) {
					return fails.note(&e.b, true)
				}
			}
		}
	}
	return fails.note(&e.b, false)
}

// bivalueCells holds the cells of two candidates by the lower and the
// higher.
type bivalueCells [10][10]board.CellSet

// of returns the cells whose candidates are the two of pair.
func (b *bivalueCells) of(pair uint16) board.CellSet {
	return b[bits.TrailingZeros16(pair)][15-bits.LeadingZeros16(pair)]
}

// xyWingHint makes the step of the wing with pivot p and wings a and c,
// if it removes any.
func (e *Engine) xyWingHint(xyz bool, p, a, c int) bool {
	z := bits.TrailingZeros16(e.b.cand[a] & e.b.cand[c])
	victims := board.PeerSet[a].And(board.PeerSet[c])
	if xyz {
		victims = victims.And(board.PeerSet[p])
	}
	var self board.CellSet
	self.Add(p)
	self.Add(a)
	self.Add(c)
	victims = victims.Minus(self).And(e.b.cells[z])
	if victims.Empty() {
		return false
	}
	e.removeCells(victims, z)
	e.hint.tech, e.hint.rating = seXYWing, 4.2
	if xyz {
		e.hint.tech, e.hint.rating = seXYZWing, 4.4
	}
	if e.text {
		e.hint.what = e.describeCells([]int{p, a, c}, 1<<z)
	}
	return true
}

// An alsWing is a wing of SE's larger kinds found: its cells, the
// bivalue cell, the values x (the restricted one) and z, and what it
// removes.
type alsWing struct {
	cells  [7]int8
	k      int
	yz     int
	x, z   int
	double bool
	big    int // the largest candidate count of the set's cells
	size   int // the candidate counts of the set's cells added up
	nelim  int
	elim   [81]uint16
	rating float64
}

// suffix returns SE's suffix of the wing, which orders wings of the same
// rating and removals: 1 or 2 for doubly linked, the largest count, the
// sum of counts.
func (w *alsWing) suffix() []byte {
	s := []byte{'1', byte('0' + w.big)}
	if w.double {
		s[0] = '2'
	}
	if w.size >= 10 {
		s = append(s, byte('0'+w.size/10))
	}
	return append(s, byte('0'+w.size%10))
}

// alsWingSearch is the scratch space of the search for the larger wings.
type alsWingSearch struct {
	found []alsWing
	w     alsWing
	cands [7]uint16
	// the bivalue cells with each digit, and for each digit of the set,
	// the cells that see all of the set's cells holding it
	bivalue, seeing [10]board.CellSet
	// A search after one that found nothing looks only at the wings
	// with a cell among changed, the cells changed since (since): at the
	// sets with a cell among near, those changed and those that see a
	// changed bivalue cell (which sees the set's cells of a digit).
	changed, near board.CellSet
	since         bool
}

// wxyzWing, vwxyzWing, uvwxyzWing and tuvwxyzWing find the larger wings
// of 3 to 6 cells: of those found, the easiest, then the one removing
// most, then the greatest suffix, then the first found.
func (e *Engine) wxyzWing() bool    { return e.alsWings(3) }
func (e *Engine) vwxyzWing() bool   { return e.alsWings(4) }
func (e *Engine) uvwxyzWing() bool  { return e.alsWings(5) }
func (e *Engine) tuvwxyzWing() bool { return e.alsWings(6) }

func (e *Engine) alsWings(k int) bool {
	s := &e.wings
	s.found = s.found[:0]
	s.w.k = k
	if s.changed, s.since = e.changedSince(&e.fails.wings[k]); s.since && s.changed.Empty() {
		return e.fails.wings[k].note(&e.b, false)
	}
	s.bivalue = [10]board.CellSet{}
	var open, pivots board.CellSet // the cells of two candidates or more, and of two
	for i, c := range e.b.cand {
		switch bits.OnesCount16(c) {
		case 0, 1:
			continue
		case 2:
			s.bivalue[bits.TrailingZeros16(c)].Add(i)
			s.bivalue[15-bits.LeadingZeros16(c)].Add(i)
			pivots.Add(i)
		}
		open.Add(i)
	}
	// After a search that found nothing, a set must have a cell near a
	// change: changed, or seeing a changed bivalue cell.
	s.near = s.changed
	for i := range pivots.And(s.changed).Cells() {
		s.near = s.near.Or(board.PeerSet[i])
	}
	e.alsExtend(0, open, 0, s.since)
	if !e.fails.wings[k].note(&e.b, len(s.found) > 0) {
		return false
	}
	best := slices.MinFunc(s.found, func(a, b alsWing) int {
		switch {
		case a.rating != b.rating:
			return cmpFloat(a.rating, b.rating)
		case a.nelim != b.nelim:
			return b.nelim - a.nelim
		}
		return bytes.Compare(b.suffix(), a.suffix())
	})
	e.hint.elim = best.elim
	e.hint.tech, e.hint.rating = seWXYZWing+seTech(k-3), best.rating
	if e.text {
		e.hint.what = e.describeWing(&best)
	}
	return true
}

// cmpFloat compares two ratings.
func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// alsExtend adds to the first depth cells of the set a cell among from,
// cells of two candidates or more after and seeing all before, keeping at
// most k+1 candidates, and at k cells looks for the bivalue cell.
func (e *Engine) alsExtend(depth int, from board.CellSet, union uint16, mustChange bool) {
	s := &e.wings
	k := s.w.k
	if mustChange && from.And(s.near).Empty() {
		return
	}
	for i := range from.Cells() {
		c := e.b.cand[i]
		u := union | c
		if bits.OnesCount16(u) > k+1 {
			continue
		}
		s.w.cells[depth], s.cands[depth] = int8(i), c
		if depth+1 < k {
			e.alsExtend(depth+1, from.And(board.PeerSet[i]).And(cellsAfter[i]), u, mustChange && !s.near.Has(i))
		} else if bits.OnesCount16(u) == k+1 {
			e.alsPivots(u)
		}
	}
}

// cellsAfter holds, for each cell, the cells of greater index.
var cellsAfter = func() (a [81]board.CellSet) {
	for i := range a {
		for j := i + 1; j < 81; j++ {
			a[i].Add(j)
		}
	}
	return a
}()

// alsPivots tries each bivalue cell whose candidates are two of the
// set's, u, as the wing's yz: one of them, x, must be restricted, every
// cell of the set holding it seeing yz.
func (e *Engine) alsPivots(u uint16) {
	s := &e.wings
	var set board.CellSet
	for _, i := range s.w.cells[:s.w.k] {
		set.Add(int(i))
	}
	var pivots, outside board.CellSet // restricted to one of their digits; with a digit not the set's
	for m := u; m != 0; m &= m - 1 {
		s.seeing[bits.TrailingZeros16(m)] = board.CellSet{^uint64(0), 1<<17 - 1}
	}
	for k, i := range s.w.cells[:s.w.k] {
		for m := s.cands[k]; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			s.seeing[d] = s.seeing[d].And(board.PeerSet[i])
		}
	}
	for m := u; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m)
		pivots = pivots.Or(s.seeing[d].And(s.bivalue[d]))
	}
	for m := board.AllDigits &^ u; m != 0; m &= m - 1 {
		outside = outside.Or(s.bivalue[bits.TrailingZeros16(m)])
	}
	pivots = pivots.Minus(outside).Minus(set)
	if s.since && set.And(s.changed).Empty() {
		pivots = pivots.And(s.changed) // the wing must have a cell changed
	}
	for yz := range pivots.Cells() {
		c := e.b.cand[yz]
		x := bits.TrailingZeros16(c)
		z := 15 - bits.LeadingZeros16(c)
		switch zLinked := s.seeing[z].Has(yz); {
		case s.seeing[x].Has(yz):
			e.alsWing(yz, x, z, zLinked, u)
		case zLinked:
			e.alsWing(yz, z, x, false, u)
		}
	}
}

// alsSeeing returns the cells, other than the wing's, that see every
// cell of the set with candidate d, and the cell yz too if withYZ.
func (e *Engine) alsSeeing(yz, d int, withYZ bool) board.CellSet {
	s := &e.wings
	all := s.seeing[d]
	if withYZ {
		all = all.And(board.PeerSet[yz])
	}
	var self board.CellSet
	self.Add(yz)
	for _, i := range s.w.cells[:s.w.k] {
		self.Add(int(i))
	}
	return all.Minus(self).And(e.b.cells[d])
}

// alsWing records the wing of the set with the bivalue cell yz, x its
// restricted value, if it removes any; double says whether z is
// restricted too.
func (e *Engine) alsWing(yz, x, z int, double bool, u uint16) {
	s := &e.wings
	w := &s.w
	w.yz, w.x, w.z, w.nelim, w.elim = yz, x, z, 0, [81]uint16{}
	weak, strongX := false, false
	if double {
		for c := u &^ e.b.cand[yz]; c != 0; c &= c - 1 {
			weak = w.remove(e.alsSeeing(yz, bits.TrailingZeros16(c), false), bits.TrailingZeros16(c)) || weak
		}
		strongX = w.remove(e.alsSeeing(yz, x, true), x)
	}
	strongZ := w.remove(e.alsSeeing(yz, z, true), z)
	w.double = double && (weak || strongZ && strongX)
	if w.nelim == 0 {
		return
	}
	w.big, w.size = 0, 0
	for _, c := range s.cands[:w.k] {
		w.big = max(w.big, bits.OnesCount16(c))
		w.size += bits.OnesCount16(c)
	}
	w.rating = alsWingRating(w.k, w.big)
	s.found = append(s.found, *w)
}

// remove adds the removal of digit d from the cells v to the wing and
// reports whether there are any.
func (w *alsWing) remove(v board.CellSet, d int) bool {
	for i := range v.Cells() {
		w.elim[i] |= 1 << d
		w.nelim++
	}
	return !v.Empty()
}

// alsWingRating returns SE's rating of a wing of k cells whose largest
// candidate count is big: the middle counts are the harder.
func alsWingRating(k, big int) float64 {
	dist := 3 - big
	if dist < 0 {
		dist = -dist
	}
	switch k {
	case 3:
		return 5.5 + float64(1-dist)*0.1
	case 4:
		return 6.2 + float64(2-dist)*0.1
	case 5:
		return 6.6
	}
	return 7.5
}
