package se

import (
	"math/bits"
	"slices"

	"sudoku/internal/board"
)

// SE's unique rectangles and loops. A loop of cells holding the same two
// candidates, each house it enters entered twice, once from an odd and
// once from an even place, would let the two digits be swapped: a puzzle
// with one solution cannot come to that. The loop's cells with other
// candidates (at most two, or more sharing one extra digit) must rescue
// it: type 1, one such cell, loses the pair; type 2, cells sharing one
// extra digit, removes it from the cells seeing them all; type 3, two
// cells whose extra digits make a naked or a hidden set in a house they
// share; type 4, two cells in a house where one of the pair has no other
// place, lose the other. SE rates a rectangle 4.5, a loop of 6 cells 4.6,
// of 8 4.7, of 10 or more 5.0, and type 3 adds 0.1 a digit of the set
// beyond two (a naked set counts the two cells as one).

// A ulFound is a loop step found, with what SE tells steps apart by.
type ulFound struct {
	rating float64
	typ    int
	loop   board.CellSet
	size   int
	key    [3]uint32 // for type 3: the house, the set's digits and cells
	elim   [81]uint16
	v1, v2 int
}

// ulSearch is the scratch space of the loop search.
type ulSearch struct {
	loop   []int
	loops  [][]int
	memo   [81]ulMemo // the loops from each cell
	found  []ulFound
	v1, v2 int
	pair   board.CellSet // the cells holding both
	in     board.CellSet // the loop's cells
	houses [2]uint32     // the houses of its cells at even places, and at odd
}

// uniqueLoops finds the loop steps; of those found, the easiest, then the
// lowest type, then the first found.
func (e *Engine) uniqueLoops() bool {
	s := &e.loops
	s.found = s.found[:0]
	for i, c := range e.b.cand {
		if bits.OnesCount16(c) != 2 {
			continue
		}
		s.v1, s.v2 = bits.TrailingZeros16(c), 15-bits.LeadingZeros16(c)
		s.pair = e.b.cells[s.v1].And(e.b.cells[s.v2])
		m := &s.memo[i]
		if !m.holds(e, s.pair) {
			s.loops = s.loops[:0]
			s.loop = s.loop[:0]
			e.ulExtend(i, 2, 0, -1)
			*m = ulMemo{gen: e.b.gen, pair: s.pair, loops: append(m.loops[:0], s.loops...)}
		}
		for _, loop := range m.loops {
			if ulValid(loop) {
				e.ulLoop(loop)
			}
		}
	}
	if len(s.found) == 0 {
		return false
	}
	best := slices.MinFunc(s.found, func(a, b ulFound) int {
		if a.rating != b.rating {
			return cmpFloat(a.rating, b.rating)
		}
		return a.typ - b.typ
	})
	e.hint.elim = best.elim
	e.hint.tech, e.hint.rating = seUniqueRectangle, best.rating
	if best.size > 4 {
		e.hint.tech = seUniqueLoop
	}
	if e.text {
		e.hint.what = e.describeLoop(&best)
	}
	return true
}

// A ulMemo is the loops found from a cell, through the cells holding both
// its candidates (pair), at the board's generation gen. They rest on the
// candidates of those cells alone: while none has changed, they are the
// loops found again.
type ulMemo struct {
	gen   int
	pair  board.CellSet
	loops [][]int
}

// holds reports whether the loops of m are those found from a cell now,
// whose pair's cells are pair: not for a search that looks everywhere.
func (m *ulMemo) holds(e *Engine, pair board.CellSet) bool {
	if m.gen < e.b.born || m.pair != pair || e.exhaustive || e.collect.step != nil {
		return false
	}
	for i := range pair.Cells() {
		if e.b.changed[i] > m.gen {
			return false
		}
	}
	return true
}

// ulExtend adds cell i to the loop and goes on to the cells holding both
// digits in its houses of other types than the last, allowing cells with
// other candidates while some of the two allowed are left or they share
// one extra digit; a loop back to the start of four cells or more is
// kept. A cell sharing a house with one at a place of the same parity
// makes no valid loop (ulValid) and is passed over.
func (e *Engine) ulExtend(i, allowed int, extra uint16, last int) {
	s := &e.loops
	par := len(s.loop) % 2
	s.loop = append(s.loop, i)
	s.in.Add(i)
	s.houses[par] |= board.HouseBits[i]
	pair := uint16(1)<<s.v1 | 1<<s.v2
	for t := range 3 {
		if t == last {
			continue
		}
		h := board.CellHouses[i][[3]int{2, 0, 1}[t]]
		// The house's cells holding both digits, in order (a house's
		// cells are in the order of their numbers).
		for w, m := range s.pair.And(board.HouseSet[h]) {
			for ; m != 0; m &= m - 1 {
				next := w<<6 | bits.TrailingZeros64(m)
				if next == s.loop[0] && len(s.loop) >= 4 {
					s.loops = append(s.loops, slices.Clone(s.loop))
					continue
				}
				if s.in.Has(next) || s.houses[1-par]&board.HouseBits[next] != 0 {
					continue
				}
				cand := e.b.cand[next]
				ex := (extra | cand) &^ pair
				if n := bits.OnesCount16(cand); n == 2 || bits.OnesCount16(ex) == 1 || allowed > 0 {
					left := allowed
					if n > 2 {
						left--
					}
					e.ulExtend(next, left, ex, t)
				}
			}
		}
	}
	s.loop = s.loop[:len(s.loop)-1]
	s.in[i>>6] &^= 1 << (i & 63)
	s.houses[par] &^= board.HouseBits[i]
}

// ulValid reports whether each house the loop enters it enters once at an
// odd place and once at an even one.
func ulValid(loop []int) bool {
	var seen [2][27]bool
	for k, i := range loop {
		for _, h := range board.CellHouses[i] {
			if seen[k%2][h] {
				return false
			}
			seen[k%2][h] = true
		}
	}
	return seen[0] == seen[1]
}

// ulLoop records the steps of a valid loop, by its cells with other
// candidates.
func (e *Engine) ulLoop(loop []int) {
	s := &e.loops
	pair := uint16(1)<<s.v1 | 1<<s.v2
	var extra []int
	var ex uint16
	for _, i := range loop {
		if bits.OnesCount16(e.b.cand[i]) > 2 {
			extra = append(extra, i)
			ex |= e.b.cand[i] &^ pair
		}
	}
	f := ulFound{loop: cellSetOf(loop), size: len(loop), v1: s.v1, v2: s.v2}
	f.rating = ulRating(len(loop))
	switch {
	case len(extra) == 1:
		f.typ = 1
		f.elim[extra[0]] = pair
		e.ulRecord(&f)
	case len(extra) > 2 || len(extra) == 2 && bits.OnesCount16(ex) == 1:
		e.ulType2(&f, extra)
	case len(extra) == 2:
		if bits.OnesCount16(ex) >= 2 {
			e.ulType3(&f, extra[0], extra[1], ex)
		}
	}
	if len(extra) == 2 {
		e.ulType4(&f, extra[0], extra[1])
	}
}

// cellSetOf returns the cells as a set.
func cellSetOf(cells []int) (s board.CellSet) {
	for _, i := range cells {
		s.Add(i)
	}
	return s
}

// ulRating returns SE's rating of a loop of n cells.
func ulRating(n int) float64 {
	r := 4.5
	if n >= 10 {
		r += 0.3
	}
	if n >= 8 {
		r += 0.2
	} else if n >= 6 {
		r += 0.1
	}
	return r
}

// ulRecord adds a step to the list if it removes any and is not there
// yet.
func (e *Engine) ulRecord(f *ulFound) {
	s := &e.loops
	if f.elim == [81]uint16{} {
		return
	}
	for k := range s.found {
		g := &s.found[k]
		if g.typ == f.typ && g.size == f.size && g.loop == f.loop && g.key == f.key {
			return
		}
	}
	s.found = append(s.found, *f)
}

// ulType2 records type 2: the extra cells share one extra digit, which
// goes from the cells seeing them all.
func (e *Engine) ulType2(f *ulFound, extra []int) {
	pair := uint16(1)<<f.v1 | 1<<f.v2
	d := bits.TrailingZeros16(e.b.cand[extra[0]] &^ pair)
	seeing := board.CellSet{^uint64(0), 1<<17 - 1}
	for _, i := range extra {
		seeing = seeing.And(board.PeerSet[i])
	}
	f.typ = 2
	e.removeFrom(&f.elim, seeing.Minus(cellSetOf(extra)).And(e.b.cells[d]), d)
	e.ulRecord(f)
}

// removeFrom adds the removal of digit d from the cells v to elim.
func (e *Engine) removeFrom(elim *[81]uint16, v board.CellSet, d int) {
	for i := range v.Cells() {
		elim[i] |= 1 << d
	}
}

// ulType4 records type 4: in a house the two extra cells share, one digit
// of the pair has no other place, so the other goes from both cells.
func (e *Engine) ulType4(f *ulFound, c1, c2 int) {
	lock1, lock2 := false, false
	for g := range 3 {
		h := board.CellHouses[c1][g]
		if h != board.CellHouses[c2][g] {
			continue
		}
		others := board.HouseSet[h]
		others = others.Minus(cellSetOf([]int{c1, c2}))
		lock1 = lock1 || others.And(e.b.cells[f.v1]).Empty()
		lock2 = lock2 || others.And(e.b.cells[f.v2]).Empty()
	}
	g := *f
	g.typ, g.key, g.elim = 4, [3]uint32{}, [81]uint16{}
	switch {
	case lock1:
		g.elim[c1], g.elim[c2] = 1<<f.v2&e.b.cand[c1], 1<<f.v2&e.b.cand[c2]
	case lock2:
		g.elim[c1], g.elim[c2] = 1<<f.v1&e.b.cand[c1], 1<<f.v1&e.b.cand[c2]
	default:
		return
	}
	e.ulRecord(&g)
}

// ulType3 records type 3: the two extra cells c1 and c2, with the extra
// digits ex, in a house they share, make with other cells of it a naked
// set, or their pair digits with others a hidden set; sets of 2 to 7
// digits are tried in turn, in the house's boxes, rows and columns.
func (e *Engine) ulType3(f *ulFound, c1, c2 int, ex uint16) {
	for n := 2; n <= 7; n++ {
		for _, g := range [3]int{2, 0, 1} { // box, row, column
			h := int(board.CellHouses[c1][g])
			if h != int(board.CellHouses[c2][g]) {
				continue
			}
			j1, j2 := slices.Index(board.HouseCells[h][:], uint8(c1)), slices.Index(board.HouseCells[h][:], uint8(c2))
			empty := int(e.b.empty[h])
			if 2*n <= empty && n >= bits.OnesCount16(ex) {
				e.ulNaked(f, h, j1, j2, ex, n)
			}
			if 2*n < empty {
				e.ulHidden(f, h, j1, j2, ex, n)
			}
		}
	}
}

// ulNaked records the naked sets of n cells of house h that count the
// extra cells, at places j1 and j2, as one cell with candidates ex.
func (e *Engine) ulNaked(f *ulFound, h, j1, j2 int, ex uint16, n int) {
	c1, c2 := board.HouseCells[h][j1], board.HouseCells[h][j2]
	var cands [10]uint16
	for j, i := range board.HouseCells[h] {
		cands[j] = e.b.cand[i]
	}
	cands[j1] = ex
	e.sets = tuples(&cands, tupleItems(&cands, n)&^(1<<j2), n, e.sets[:0])
	for _, m := range e.sets {
		if m&(1<<j1) == 0 {
			continue
		}
		set := ex & e.b.cand[c1] & e.b.cand[c2]
		for p := m &^ (1 << j1); p != 0; p &= p - 1 {
			set |= cands[bits.TrailingZeros16(p)]
		}
		u := commonTuple(&cands, m, n)
		if bits.OnesCount16(set) != n {
			continue
		}
		g := *f
		g.typ, g.elim = 3, [81]uint16{}
		g.key = [3]uint32{uint32(h), uint32(u), uint32(m &^ (1 << j1))}
		g.rating = f.rating + float64(n-1)*0.1
		for j, i := range board.HouseCells[h] {
			if m&(1<<j) == 0 && j != j2 {
				g.elim[i] = e.b.cand[i] & u
			}
		}
		e.ulRecord(&g)
	}
}

// ulHidden records the hidden sets of n digits of house h, the pair and
// n-2 digits that are not extra ones, whose places, but for the extra
// cell at j2, are n.
func (e *Engine) ulHidden(f *ulFound, h, j1, j2 int, ex uint16, n int) {
	pair := uint16(1)<<f.v1 | 1<<f.v2
	var rest []int
	for d := 1; d <= 9; d++ {
		if (pair|ex)&(1<<d) == 0 {
			rest = append(rest, d)
		}
	}
	if n-2 > len(rest) || len(rest) == 0 { // SE tries no set of no digits among none
		return
	}
	for m := uint16(1)<<(n-2) - 1; m < 1<<len(rest); m = nextCombo(m) {
		ds := pair
		for p := m; p != 0; p &= p - 1 {
			ds |= 1 << rest[bits.TrailingZeros16(p)]
		}
		e.ulHiddenSet(f, h, j1, j2, ds)
		if m == 0 { // the one set of no digits
			return
		}
	}
}

// ulHiddenSet records the hidden set of the digits ds in house h if their
// places, but for the extra cell at j2, are as many as they.
func (e *Engine) ulHiddenSet(f *ulFound, h, j1, j2 int, ds uint16) {
	var places uint16
	for c := ds; c != 0; c &= c - 1 {
		p := e.b.pos[h][bits.TrailingZeros16(c)] &^ (1 << j2)
		if p == 0 {
			return
		}
		places |= p
	}
	if bits.OnesCount16(places) != bits.OnesCount16(ds) {
		return
	}
	cells := places &^ (1 << j1)
	g := *f
	g.typ, g.elim = 3, [81]uint16{}
	g.key = [3]uint32{uint32(h) | 1<<8, uint32(ds), uint32(cells)}
	g.rating = f.rating + float64(bits.OnesCount16(cells)-1)*0.1
	for p := cells; p != 0; p &= p - 1 {
		i := board.HouseCells[h][bits.TrailingZeros16(p)]
		g.elim[i] = e.b.cand[i] &^ ds
	}
	e.ulRecord(&g)
}

// The bivalue universal grave: were it not for a few cells with a third
// candidate (or more), every open cell would hold two candidates and
// every digit two places in each house, a pattern no puzzle with one
// solution can come to. So one of the extra candidates is true: type 1,
// one such cell, keeps only its extra digits; type 2, one extra digit,
// goes from the cells seeing all its cells; type 3, the extra digits make
// a naked set with other cells of a house the cells share; type 4, two
// cells in a house, lose the digit of the pattern they share. SE rates
// type 1 5.6, the others 5.7, and type 3 adds 0.1 a digit of the set
// beyond two.

// A bugPattern is what the BUG search found: its cells, their extra
// digits and the cells seeing them all.
type bugPattern struct {
	cells  []int
	extra  [81]uint16
	all    uint16 // the extra digits found one cell at a time
	common board.CellSet
	rest   [81]uint16 // the candidates once the extra ones are gone
	seen   bool       // whether common has been set
}

// bug finds a BUG step, SE's first: type 1, else type 2 then 4, else
// type 4 then 3.
func (e *Engine) bug() bool {
	var p bugPattern
	if !e.bugCells(&p) || !p.valid(&e.b) {
		return false
	}
	switch {
	case len(p.cells) == 1:
		i := p.cells[0]
		e.hint.elim[i] = e.b.cand[i] &^ p.all
		return e.bugHint(5.6, 1, &p)
	case bits.OnesCount16(p.all) == 1:
		return e.bugType2(&p) || len(p.cells) == 2 && e.bugType4(&p)
	case p.seen && !p.common.Empty():
		return len(p.cells) == 2 && e.bugType4(&p) || e.bugType3(&p)
	}
	return false
}

// add makes cell i a cell of the pattern with the extra digit d, and
// reports false when the pattern can be of no type.
func (p *bugPattern) add(i, d int) bool {
	if !slices.Contains(p.cells, i) {
		p.cells = append(p.cells, i)
	}
	p.extra[i] |= 1 << d
	p.rest[i] &^= 1 << d
	if !p.seen {
		p.common, p.seen = board.PeerSet[i], true
	} else {
		p.common = p.common.And(board.PeerSet[i])
	}
	p.common = p.common.Minus(cellSetOf(p.cells))
	return !(len(p.cells) > 1 && bits.OnesCount16(p.all) > 1 && p.common.Empty())
}

// bugCells finds the pattern's cells: where a digit has other than two
// places in a house, and one of them is a cell of three candidates or
// more, that cell; where none is, there is no pattern. When all such
// houses are of one digit, every cell of three candidates or more among
// its places is one too.
func (e *Engine) bugCells(p *bugPattern) bool {
	p.rest = e.b.cand
	first, one := -1, true
	var onlyCells board.CellSet
	for _, t := range [3]int{0, 1, 2} {
		for k := range 9 {
			h := seHouse(t, k)
			for d := 1; d <= 9; d++ {
				pos := e.b.pos[h][d]
				if n := bits.OnesCount16(pos); n == 0 || n == 2 {
					continue
				}
				var big board.CellSet // its places of three candidates or more
				for q := pos; q != 0; q &= q - 1 {
					if i := int(board.HouseCells[h][bits.TrailingZeros16(q)]); bits.OnesCount16(e.b.cand[i]) >= 3 {
						big.Add(i)
					}
				}
				switch {
				case first < 0:
					first, onlyCells = d, big
				case one && first == d:
					onlyCells = onlyCells.Or(big)
				default:
					one = false
				}
				switch big.Count() {
				case 0:
					return false
				case 1:
					p.all |= 1 << d
					if !p.add(big.First(), d) {
						return false
					}
				}
			}
		}
	}
	if !one || first < 0 || onlyCells.Count() <= len(p.cells) {
		return true
	}
	for i := range onlyCells.Minus(cellSetOf(p.cells)).Cells() {
		if !p.add(i, first) {
			return false
		}
	}
	return true
}

// valid reports whether, without the extra candidates, every open cell
// has two candidates and every digit two places or none in each house.
func (p *bugPattern) valid(b *seBoard) bool {
	for i, c := range p.rest {
		if b.val[i] == 0 && bits.OnesCount16(c) != 2 {
			return false
		}
	}
	for h := range board.HouseCells {
		var once, twice, thrice uint16
		for _, i := range board.HouseCells[h] {
			c := p.rest[i]
			thrice |= twice & c
			twice |= once & c
			once |= c
		}
		if once&^twice != 0 || thrice != 0 {
			return false
		}
	}
	return true
}

// bugHint makes the step of the pattern's type typ rated r, if it
// removes any.
func (e *Engine) bugHint(r float64, typ int, p *bugPattern) bool {
	if e.hint.elim == [81]uint16{} {
		return false
	}
	e.hint.tech, e.hint.rating = seBUG, r
	if e.text {
		e.hint.what = e.describeBUG(typ, p)
	}
	return true
}

// bugType2 finds type 2: the one extra digit goes from the cells seeing
// all the pattern's cells.
func (e *Engine) bugType2(p *bugPattern) bool {
	d := bits.TrailingZeros16(p.all)
	if !p.seen {
		return false
	}
	e.removeCells(p.common.And(e.b.cells[d]), d)
	return e.bugHint(5.7, 2, p)
}

// bugType4 finds type 4: two cells in a house that share one digit of
// the pattern lose their other digit of it.
func (e *Engine) bugType4(p *bugPattern) bool {
	c1, c2 := p.cells[0], p.cells[1]
	common := e.b.cand[c1] & e.b.cand[c2] &^ p.all
	if bits.OnesCount16(common) != 1 {
		return false
	}
	for _, g := range [3]int{2, 0, 1} {
		if board.CellHouses[c1][g] == board.CellHouses[c2][g] {
			e.hint.elim[c1] = e.b.cand[c1] &^ p.extra[c1] &^ common
			e.hint.elim[c2] = e.b.cand[c2] &^ p.extra[c2] &^ common
			e.hint.tech, e.hint.rating = seBUG, 5.7
			if e.text {
				e.hint.what = e.describeBUG(4, p)
			}
			return true
		}
	}
	return false
}

// bugType3 finds type 3: in a house all the pattern's cells share, the
// extra digits and n-1 cells seeing them all make a naked set of n
// digits, which go from the house's other cells seeing them all.
func (e *Engine) bugType3(p *bugPattern) bool {
	for n := 2; n <= 6; n++ {
		for _, g := range [3]int{2, 0, 1} {
			h := board.CellHouses[p.cells[0]][g]
			for _, i := range p.cells {
				if board.CellHouses[i][g] != h {
					h = 255
				}
			}
			if h != 255 && e.bugNaked(p, int(h), n) {
				return true
			}
		}
	}
	return false
}

// bugNaked finds type 3 with a naked set of n digits in house h.
func (e *Engine) bugNaked(p *bugPattern, h, n int) bool {
	var cells []int
	for i := range p.common.And(board.HouseSet[h]).Cells() {
		cells = append(cells, i)
	}
	if len(cells) < n {
		return false
	}
	var cands [10]uint16
	cands[0] = p.all
	for m := uint16(1)<<(n-1) - 1; m < 1<<len(cells); m = nextCombo(m) {
		var other uint16
		k := 1
		for q := m; q != 0; q &= q - 1 {
			cands[k] = e.b.cand[cells[bits.TrailingZeros16(q)]]
			other |= cands[k]
			k++
		}
		u := commonTuple(&cands, 1<<n-1, n)
		if bits.OnesCount16(other) != n || u == 0 {
			continue
		}
		for j, i := range cells {
			if m&(1<<j) == 0 {
				e.hint.elim[i] = e.b.cand[i] & u
			}
		}
		if e.bugHint(5.7+float64(n-1)*0.1, 3, p) {
			return true
		}
	}
	return false
}
