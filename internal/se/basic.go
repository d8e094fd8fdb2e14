package se

import (
	"math/bits"
	"slices"

	"sudoku/internal/board"
)

// SE's simplest techniques: singles, the direct techniques (which are
// steps only when they leave a hidden single, which they place),
// intersections, naked and hidden subsets and basic fish. Each scans as SE
// does: boxes, then columns, then rows, and the sets of cells, digits or
// lines in SE's order (nextCombo).

// nextCombo returns the set of as many bits as m that follows m in SE's
// order of combinations: by the highest bit, then the next (Gosper's
// hack). Started from 1<<k-1, it visits every k of 9 and then exceeds
// 0x1ff.
func nextCombo(m uint16) uint16 {
	ripple := m + m&-m
	return ripple | (m^ripple)>>(2+bits.TrailingZeros16(m)) // a shift for the hack's division by the low bit
}

// tupleItems returns the items, of the nine, that can be in a set of n
// (commonTuple): those of two bits to n.
func tupleItems(items *[10]uint16, n int) (m uint16) {
	for k, s := range items[:9] {
		if c := bits.OnesCount16(s); c >= 2 && c <= n {
			m |= 1 << k
		}
	}
	return m
}

// tuples appends to out the sets of n of the items picked by mask, each
// of two members or more (tupleItems), whose union has n members, in
// nextCombo's order: a set grows from its highest item down, which is
// that order, and stops growing when its union has more than n.
func tuples(items *[10]uint16, mask uint16, n int, out []uint16) []uint16 {
	switch c := bits.OnesCount16(mask); {
	case c < n:
		return out
	case c == n:
		if commonTuple(items, mask, n) != 0 {
			out = append(out, mask)
		}
		return out
	}
	var picked [9]int8
	k := 0
	for ; mask != 0; mask &= mask - 1 {
		picked[k] = int8(bits.TrailingZeros16(mask))
		k++
	}
	return tuplesBelow(items, &picked, k, n, n, 0, 0, out)
}

// tuplesBelow appends to out the sets that add k of the first below
// items picked to set, whose union is union, and have n members in all.
func tuplesBelow(items *[10]uint16, picked *[9]int8, below, k, n int, set, union uint16, out []uint16) []uint16 {
	if k == 0 {
		if bits.OnesCount16(union) == n {
			out = append(out, set)
		}
		return out
	}
	for t := k - 1; t < below; t++ {
		if u := union | items[picked[t]]; bits.OnesCount16(u) <= n {
			out = tuplesBelow(items, picked, t, k-1, n, set|1<<picked[t], u, out)
		}
	}
	return out
}

// seTypes lists SE's region types in the order most techniques scan
// them: boxes, columns, rows.
var seTypes = [3]int{0, 2, 1}

// hiddenSingle finds a digit with one place in a house: first where it is
// the house's last open cell (1.0), then in a box (1.2), then in a column
// or row (1.5).
func (e *Engine) hiddenSingle() bool {
	for _, alone := range [2]bool{true, false} {
		for _, t := range seTypes {
			for k := range 9 {
				h := seHouse(t, k)
				if (e.b.empty[h] == 1) != alone {
					continue
				}
				if lone := e.b.lone[h]; lone != 0 {
					d := bits.TrailingZeros16(lone)
					r := [3]float64{1.2, 1.5, 1.5}[t]
					if alone {
						r = 1.0
					}
					return e.placing(seHiddenSingle, r, int(board.HouseCells[h][bits.TrailingZeros16(e.b.pos[h][d])]), d, h)
				}
			}
		}
	}
	return false
}

// nakedSingle finds a cell with one candidate.
func (e *Engine) nakedSingle() bool {
	for i, c := range e.b.cand {
		if c != 0 && c&(c-1) == 0 {
			return e.placing(seNakedSingle, 2.3, i, bits.TrailingZeros16(c), -1)
		}
	}
	return false
}

// placing makes the step the placing of digit d in cell i, by technique t
// rated r, seen in house h (or -1).
func (e *Engine) placing(t seTech, r float64, i, d, h int) bool {
	e.hint.tech, e.hint.rating, e.hint.cell, e.hint.digit = t, r, i, d
	if e.text {
		e.hint.what = e.describePlacing(t, i, d, h)
	}
	return true
}

// lockingOrder lists the pairs of region types intersections are looked
// for in: a box's digit confined to a column, to a row (pointing), then a
// column's or a row's confined to a box (claiming).
var lockingOrder = [4][2]int{{0, 2}, {0, 1}, {2, 0}, {1, 0}}

// lockingParts holds, for each pair of lockingOrder, the places of the
// first region that lie in each region of the second type it meets: a
// box's columns, its rows, then a line's boxes.
var lockingParts = [4][3]uint16{{0x49, 0x92, 0x124}, {0x7, 0x38, 0x1c0}, {0x7, 0x38, 0x1c0}, {0x7, 0x38, 0x1c0}}

// locking finds a digit whose places in a region all lie in a second
// region. Directly, it is a step only if the removals leave the digit
// one place in a third region, of the first one's type, and the step is
// placing it.
func (e *Engine) locking(direct bool) bool {
	fails := &e.fails.locking[0]
	if direct {
		fails = &e.fails.locking[1]
	}
	skip := e.skipDigits(fails)
	for x, ts := range lockingOrder {
		parts := &lockingParts[x]
		for d := 1; d <= 9; d++ {
			if skip&(1<<d) != 0 {
				continue
			}
			for k1 := range 9 {
				h1 := seHouse(ts[0], k1)
				p := e.b.pos[h1][d]
				if p&^parts[0] != 0 && p&^parts[1] != 0 && p&^parts[2] != 0 {
					continue // not in one region of the second type
				}
				if bits.OnesCount16(p) < 2 || e.collect.restsOnNone(e.collect.lost[h1]&(1<<d)) {
					continue
				}
				// Two places or more share one house of a type at most:
				// the first place's, if any.
				in := placeCells(h1, p)
				h2 := int(board.CellHouses[in.First()][seTypeOf[ts[1]]])
				if in.Minus(board.HouseSet[h2]).Empty() && e.lockingHint(direct, ts[0], h1, h2, d) {
					return true
				}
			}
		}
	}
	if e.collect.step == nil {
		for d := 1; d <= 9; d++ {
			fails.note(d, e.b.cells[d])
		}
	}
	return false
}

// lockingHint makes the step of digit d confined in house h1, of SE type
// t1, to house h2, if it is one.
func (e *Engine) lockingHint(direct bool, t1, h1, h2, d int) bool {
	removed := e.b.cells[d].And(board.HouseSet[h2]).Minus(board.HouseSet[h1])
	if !direct {
		if removed.Empty() {
			return false
		}
		e.removeCells(removed, d)
		if e.collect.step != nil {
			return e.collected(seRule{kind: ruleLocking, h1: h1, h2: h2, digit: d})
		}
		t, r := sePointing, 2.6
		if h2 >= 18 {
			t, r = seClaiming, 2.8
		}
		e.hint.tech, e.hint.rating = t, r
		if e.text {
			e.hint.what = e.describeLocking(h1, h2, d)
		}
		return true
	}
	for k3 := range 9 {
		h3 := seHouse(t1, k3)
		if h3 == h1 || board.HouseSet[h3].And(board.HouseSet[h2]).Empty() {
			continue
		}
		p3 := e.b.pos[h3][d]
		out := placeCells(h3, p3).Minus(board.HouseSet[h2])
		if bits.OnesCount16(p3) > 1 && out.Count() == 1 {
			t, r := seDirectPointing, 1.7
			if h1 < 18 {
				t, r = seDirectClaiming, 1.9
			}
			if e.text {
				e.hint.what = e.describeLocking(h1, h2, d)
			}
			return e.placing(t, r, out.First(), d, h3)
		}
	}
	return false
}

// placeCells returns the cells of house h at the places p.
func placeCells(h int, p uint16) (s board.CellSet) {
	for ; p != 0; p &= p - 1 {
		s.Add(int(board.HouseCells[h][bits.TrailingZeros16(p)]))
	}
	return s
}

// removeCells adds to the step the removal of digit d from the cells s.
func (e *Engine) removeCells(s board.CellSet, d int) {
	for i := range s.Cells() {
		e.hint.elim[i] |= 1 << d
	}
}

// commonTuple returns the union of the sets items[k] for the k in chosen
// if each has at least two members and the union has n, or 0.
func commonTuple(items *[10]uint16, chosen uint16, n int) uint16 {
	var union uint16
	for ; chosen != 0; chosen &= chosen - 1 {
		s := items[bits.TrailingZeros16(chosen)]
		if s&(s-1) == 0 {
			return 0
		}
		union |= s
	}
	if bits.OnesCount16(union) != n {
		return 0
	}
	return union
}

// nakedSet finds n cells of a house with n candidates among them and
// removes those from the house's other cells.
func (e *Engine) nakedSet(n int) bool {
	fails := &e.fails.naked[n]
	for _, t := range seTypes {
		for k := range 9 {
			h := seHouse(t, k)
			if int(e.b.empty[h]) < 2*n || e.skipHouse(fails, h) {
				continue
			}
			var cands [10]uint16
			for j, i := range board.HouseCells[h] {
				cands[j] = e.b.cand[i]
			}
			e.sets = tuples(&cands, tupleItems(&cands, n), n, e.sets[:0])
			for _, m := range e.sets {
				if e.collect.restsOnNone(e.collect.changed[h] & m) {
					continue
				}
				if u := commonTuple(&cands, m, n); u != 0 && e.nakedSetHint(h, m, u, n) {
					return true
				}
			}
		}
	}
	if e.collect.step == nil {
		for h := range e.b.pos {
			fails.note(h, e.b.pos[h])
		}
	}
	return false
}

// nakedSetHint makes the step of the n cells at places m of house h
// holding the digits u, if it removes any.
func (e *Engine) nakedSetHint(h int, m, u uint16, n int) bool {
	found := false
	for j, i := range board.HouseCells[h] {
		if m&(1<<j) == 0 && e.b.cand[i]&u != 0 {
			e.hint.elim[i] = e.b.cand[i] & u
			found = true
		}
	}
	if found && e.collect.step != nil {
		return e.collected(seRule{kind: ruleNaked, h1: h, places: m, digits: u})
	}
	if found {
		e.hint.tech, e.hint.rating = seNakedPair+seTech(n-2), [5]float64{2: 3.0, 3: 3.6, 4: 5.0}[n]
		if e.text {
			e.hint.what = e.describeSubset(h, m, u)
		}
	}
	return found
}

// hiddenSet finds n digits with n places among them in a house and
// removes the other candidates of those cells. Directly, it is a step only
// if that leaves another digit one place in the house, and the step is
// placing it.
func (e *Engine) hiddenSet(n int, direct bool) bool {
	fails := &e.fails.hidden[0][n]
	if direct {
		fails = &e.fails.hidden[1][n]
	}
	for _, t := range seTypes {
		for k := range 9 {
			h := seHouse(t, k)
			if int(e.b.empty[h]) <= 2*n && !(direct && int(e.b.empty[h]) > n) {
				continue
			}
			if e.skipHouse(fails, h) {
				continue
			}
			var pos [10]uint16
			copy(pos[:9], e.b.pos[h][1:])
			e.sets = tuples(&pos, tupleItems(&pos, n), n, e.sets[:0])
			for _, m := range e.sets {
				if e.collect.restsOnNone(e.collect.lost[h] & (m << 1)) {
					continue
				}
				if u := commonTuple(&pos, m, n); u != 0 && e.hiddenSetHint(h, m<<1, u, n, direct) {
					return true
				}
			}
		}
	}
	if e.collect.step == nil {
		for h := range e.b.pos {
			fails.note(h, e.b.pos[h])
		}
	}
	return false
}

// hiddenSetHint makes the step of the digits ds whose places in house h
// are u, if it is one.
func (e *Engine) hiddenSetHint(h int, ds, u uint16, n int, direct bool) bool {
	if direct {
		for d := 1; d <= 9; d++ {
			p := e.b.pos[h][d]
			if ds&(1<<d) == 0 && bits.OnesCount16(p) > 1 && bits.OnesCount16(p&^u) == 1 {
				if e.text {
					e.hint.what = e.describeSubset(h, u, ds)
				}
				i := int(board.HouseCells[h][bits.TrailingZeros16(p&^u)])
				return e.placing(seDirectHiddenPair+seTech(n-2), [4]float64{2: 2.0, 3: 2.5}[n], i, d, h)
			}
		}
		return false
	}
	found := false
	for p := u; p != 0; p &= p - 1 {
		i := board.HouseCells[h][bits.TrailingZeros16(p)]
		if c := e.b.cand[i] &^ ds; c != 0 {
			e.hint.elim[i] = c
			found = true
		}
	}
	if found && e.collect.step != nil {
		return e.collected(seRule{kind: ruleHidden, h1: h, digits: ds})
	}
	if found {
		e.hint.tech, e.hint.rating = seHiddenPair+seTech(n-2), [5]float64{2: 3.4, 3: 4.0, 4: 5.4}[n]
		if e.text {
			e.hint.what = e.describeSubset(h, u, ds)
		}
	}
	return found
}

// fish finds n columns, then n rows, where a digit's places lie in n
// lines across them, and removes it from the rest of those lines. A digit
// is tried only if n lines of each kind can still hold it twice.
func (e *Engine) fish(n int) bool {
	fails := &e.fails.fish[n]
	skip := e.skipDigits(fails)
	for _, t := range [2]int{2, 1} { // the base lines: columns, then rows
		// The places of each digit tried in each line, and the lines
		// that can be a base line, of two places to n, and where it lost
		// places; the fish, in SE's order, are the lines' combinations
		// whose places lie in n lines across (tuples), by combination,
		// then digit.
		var pos [10][10]uint16
		var lost [10]uint16
		fish := e.fishes[:0]
		for d := 1; d <= 9; d++ {
			if int(e.b.count[d])+2*n > 9 || skip&(1<<d) != 0 {
				continue
			}
			var lines uint16
			for k := range 9 {
				h := seHouse(t, k)
				p := e.b.pos[h][d]
				pos[d][k] = p
				if c := bits.OnesCount16(p); c >= 2 && c <= n {
					lines |= 1 << k
				}
				if e.collect.lost[h]&(1<<d) != 0 {
					lost[d] |= 1 << k
				}
			}
			k := len(fish)
			fish = tuples(&pos[d], lines, n, fish)
			for ; k < len(fish); k++ {
				fish[k] = fish[k]<<4 | uint16(d)
			}
		}
		slices.Sort(fish)
		e.fishes = fish
		for _, f := range fish {
			m, d := f>>4, int(f&15)
			if e.collect.restsOnNone(lost[d] & m) {
				continue
			}
			if u := commonTuple(&pos[d], m, n); u != 0 && e.fishHint(t, m, u, d, n) {
				return true
			}
		}
	}
	if e.collect.step == nil {
		for d := 1; d <= 9; d++ {
			fails.note(d, e.b.cells[d])
		}
	}
	return false
}

// fishHint makes the step of digit d in the base lines m of SE type t,
// covered by the lines u of the other type, if it removes any.
func (e *Engine) fishHint(t int, m, u uint16, d, n int) bool {
	cover := 3 - t // rows for columns, columns for rows
	found := false
	for p := u; p != 0; p &= p - 1 {
		h := seHouse(cover, bits.TrailingZeros16(p))
		if out := e.b.pos[h][d] &^ m; out != 0 {
			e.removeCells(placeCells(h, out), d)
			found = true
		}
	}
	if found && e.collect.step != nil {
		return e.collected(seRule{kind: ruleFish, h1: t, base: m, cover: u, digit: d})
	}
	if found {
		e.hint.tech, e.hint.rating = seXWing+seTech(n-2), [5]float64{2: 3.2, 3: 3.8, 4: 5.2}[n]
		if e.text {
			e.hint.what = e.describeFish(t, m, u, d)
		}
	}
	return found
}
