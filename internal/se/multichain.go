package se

import (
	"math/bits"

	"sudoku/internal/board"
)

// SE's chains from several assumptions: from each candidate of a cell,
// on and off (binary chains), from each place of a digit in a house
// (region chains) and from each candidate of a cell (cell chains). A
// candidate both on and off after an assumption makes the assumption
// wrong (a contradiction); what follows from each of a cell's candidates,
// or each place of a digit in a house, or from a candidate both on and
// off (a double chain), is true. The kinds, each a technique of its own
// in SE's order, are Nishio (dynamic, house links only, contradictions),
// multiple (static, from cells of three candidates or more), dynamic and
// dynamic with the nested techniques of level 1 (seNest).

// The kinds of multiple chains.
const (
	seNishio = iota
	seMultiple
	seDynamic
	seDynamicPlus
	seNestedChains         // level 2: with forcing chains and cycles nested
	seNestedMultipleChains // level 3: with multiple chains too
	seNestedDynamic        // level 4: with dynamic chains nested, of levels 0 to 3 (the kind less this)
)

// multipleChains finds the chains of the kind given.
func (e *Engine) multipleChains(kind int) bool {
	c := e.chainer()
	c.resetKind(&e.b.cand, kind)
	c.multipleAll()
	return e.takeChain()
}

// resetKind readies the chainer for a search of multiple chains of the
// kind given on candidates cand.
func (c *seChainer) resetKind(cand *[81]uint16, kind int) {
	level, limit := max(0, kind-seDynamic), 0
	if kind >= seNestedDynamic {
		level, limit = 4, kind-seNestedDynamic
	}
	c.reset(cand, kind != seMultiple, kind == seNishio, kind != seNishio, level)
	c.limit = limit
}

// multipleAll looks for the chains from the cells, of three candidates or
// more, or two in dynamic chains.
func (c *seChainer) multipleAll() {
	if !c.dynamic && !c.engine.exhaustive {
		c.markLive()
	}
	for i, m := range c.cand {
		if n := bits.OnesCount16(m); n > 2 || n > 1 && c.dynamic {
			c.cellChains(i, n)
		}
	}
}

// chaseOn returns the consequences of potential p, on, chased once in a
// search (the board does not change in one).
func (c *seChainer) chaseOn(p potential) *chSet {
	if k := c.chased[p>>1]; k >= 0 {
		return c.sets[k]
	}
	c.chased[p>>1] = int32(c.nsets)
	s := c.newSet()
	s.add(c.newNode(p, -1), p)
	s.absurd[0], s.absurd[1] = c.chase(s)
	return s
}

// base returns the rating of the chains searched before their length.
func (c *seChainer) base() float64 {
	switch {
	case c.level > 0:
		return 8.5 + 0.5*float64(c.level)
	case c.nishio:
		return 7.5
	case c.dynamic:
		return 8.5
	}
	return 8.0
}

// cellChains looks for the chains from the candidates of cell i, which
// has n: binary and region chains from each, then cell chains.
func (c *seChainer) cellChains(i, n int) {
	var sets [10]*chSet
	var common potentialSet
	first := -1
	// A static search passes over the cell's chains where they have no
	// common consequence, and chases a candidate only for its region
	// chains.
	cell := !c.live.on || c.live.cells.Has(i)
	for m := c.cand[i]; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(m)
		if !cell {
			c.regionChains(i, d)
			continue
		}
		set := c.chaseOn(potentialOf(i, d, true))
		c.binary(i, d, n, set)
		if !c.nishio {
			c.regionChains(i, d)
		}
		sets[d] = set
		if first < 0 {
			first, common = d, set.in
		} else {
			common.and(&set.in)
		}
	}
	if !cell || c.nishio || n != 2 && !c.multiple {
		return
	}
	for _, list := range [2][]int32{sets[first].on, sets[first].off} {
		for _, k := range list {
			if p := c.nodes[k].p; common.has(p) {
				c.reduction(p, sets[:], seCellChains, 5, causeCell)
			}
		}
	}
}

// binary chases candidate d of cell i, which has n, off (set has the
// consequences of it on): a contradiction either way is a deduction, and
// so, in dynamic chains from a cell of three candidates or more, is a
// potential that follows both ways.
func (c *seChainer) binary(i, d, n int, set *chSet) {
	pOn := potentialOf(i, d, true)
	contradiction := c.dynamic || c.nishio
	double := n >= 3 && !c.nishio && c.dynamic
	if set.absurd[0] >= 0 && contradiction {
		c.binaryHint(pOn.flip(), set.absurd[0], set.absurd[1], 7)
	}
	if !contradiction && !double {
		return
	}
	off := c.newSet()
	off.add(c.newNode(pOn.flip(), -1), pOn.flip())
	if a, b := c.chase(off); contradiction && a >= 0 {
		c.binaryHint(pOn, a, b, 7)
	}
	if !double {
		return
	}
	for _, k := range set.on {
		if p := c.nodes[k].p; off.has(p) {
			c.binaryHint(p, k, off.get(p), 1)
		}
	}
	for _, k := range set.off {
		if p := c.nodes[k].p; off.has(p) {
			c.binaryHint(p, k, off.get(p), 1)
		}
	}
}

// binaryHint records the deduction target of the two chains ending at
// nodes a and b.
func (c *seChainer) binaryHint(target potential, a, b int32, key int) {
	if !c.removes(target) {
		return
	}
	c.nestSeen = c.nestSeen[:0]
	n := c.ancestors(a) + c.ancestors(b) + c.nestedComplexity()
	tech := seDoubleChain
	if key == 7 {
		tech = seContradictionChain
	}
	if c.nishio {
		tech = seNishioChain
	}
	c.targets = append(c.targets, a, b)
	c.hints = append(c.hints, chHint{rating: c.base() + seLengthTerm(n), complexity: n, sortKey: key,
		tech: tech, target: target, elim: -1, ends: [2]int32{a, b},
		targets: int32(len(c.targets) - 2), ntargets: 2, nullCause: -1})
}

// regionChains looks, for candidate d of cell i, in the houses where it
// is the digit's first place, for what follows from each place (two
// places, or more in multiple chains).
func (c *seChainer) regionChains(i, d int) {
	for _, g := range [3]int{2, 0, 1} { // box, row, column
		h := board.CellHouses[i][g]
		var places uint16
		for j, k := range board.HouseCells[h] {
			if c.cand[k]&(1<<d) != 0 {
				places |= 1 << j
			}
		}
		n := bits.OnesCount16(places)
		if n < 2 || n > 2 && !c.multiple || int(board.HouseCells[h][bits.TrailingZeros16(places)]) != i {
			continue
		}
		if c.live.on && c.live.regions[h]&(1<<d) == 0 {
			continue
		}
		c.regionChain(int(h), d, places)
	}
}

// regionChain chases digit d at each of its places in house h and
// records what follows from all.
func (c *seChainer) regionChain(h, d int, places uint16) {
	sets := make([]*chSet, 0, 9)
	var common potentialSet
	for q := places; q != 0; q &= q - 1 {
		cell := int(board.HouseCells[h][bits.TrailingZeros16(q)])
		s := c.chaseOn(potentialOf(cell, d, true))
		if len(sets) == 0 {
			common = s.in
		} else {
			common.and(&s.in)
		}
		sets = append(sets, s)
	}
	set := sets[0]
	for _, list := range [2][]int32{set.on, set.off} {
		for _, k := range list {
			if p := c.nodes[k].p; common.has(p) {
				c.reduction(p, sets, seRegionChains, 6, int8(h))
			}
		}
	}
}

// reduction records the deduction target of the chains from each
// assumption whose consequences are in sets (nil for a digit the cell
// lacks).
func (c *seChainer) reduction(target potential, sets []*chSet, tech seTech, key int, cause int8) {
	if !c.removes(target) {
		return
	}
	n := 0
	var ends [2]int32
	first := len(c.targets)
	c.nestSeen = c.nestSeen[:0]
	for _, s := range sets {
		if s == nil {
			continue
		}
		node := s.get(target)
		n += c.ancestors(node)
		if k := len(c.targets) - first; k < 2 {
			ends[k] = node
		}
		c.targets = append(c.targets, node)
	}
	n += c.nestedComplexity()
	c.hints = append(c.hints, chHint{rating: c.base() + seLengthTerm(n), complexity: n, sortKey: key,
		tech: tech, target: target, elim: -1, ends: ends,
		targets: int32(first), ntargets: int32(len(c.targets) - first), nullCause: cause})
}

// removes reports whether the deduction target removes a candidate: an
// off one does, an on one if its cell has others.
func (c *seChainer) removes(target potential) bool {
	return !target.on() || c.cand[target.cell()]&^target.bit() != 0
}

// A static chain from a potential meets, at most, the potentials it
// implies, and those do not change in a search; a cell's or a region's
// chains make a deduction only where all of them meet one potential
// that removes a candidate: an off one (an on one, in a cell of other
// candidates, implies them off). Most have none, and which have is found in
// one pass over the implications (chStatic.components and reaches: the
// potentials that imply each other, and what each such component
// implies), where each chase would go over them again.

// chLive marks, in a static search of multiple chains, the cells and the
// regions (by house, the digits) whose chains the search goes on to.
type chLive struct {
	on       bool
	cells    board.CellSet
	regions  [27]uint16
	groups   []chGroup
	sources  []potential // the groups' assumptions
	removing []uint64    // the components with an off potential
	common   []uint64
}

// A chGroup is the assumptions of the chains of a cell, or of a region:
// a digit d's places in house h (-1 for a cell).
type chGroup struct {
	cell, h, d int
	n          int
	ps         [9]potential
}

// markLive marks the cells and regions whose chains all meet an off
// potential.
func (c *seChainer) markLive() {
	lv := &c.live
	lv.on = true
	lv.cells, lv.regions = board.CellSet{}, [27]uint16{}
	c.liveGroups()
	s := &c.static
	words := s.components(lv.sources, true, false)
	lv.removing = growClear(lv.removing, words)
	start := int32(0)
	for k, end := range s.comps.end {
		for _, x := range s.comps.members[start:end] {
			if !x.on() {
				lv.removing[k>>6] |= 1 << (k & 63)
				break
			}
		}
		start = end
	}
	for _, g := range lv.groups {
		switch {
		case !c.meet(g.ps[:g.n], words):
		case g.h < 0:
			lv.cells.Add(g.cell)
		default:
			lv.regions[g.h] |= 1 << g.d
		}
	}
}

// liveGroups lists the groups of assumptions cellChains goes to: of the
// cells of three candidates or more, and of the regions of two places or
// more whose first is such a cell.
func (c *seChainer) liveGroups() {
	lv := &c.live
	lv.groups, lv.sources = lv.groups[:0], lv.sources[:0]
	for i, m := range c.cand {
		if bits.OnesCount16(m) <= 2 {
			continue
		}
		g := chGroup{cell: i, h: -1}
		for q := m; q != 0; q &= q - 1 {
			g.ps[g.n] = potentialOf(i, bits.TrailingZeros16(q), true)
			g.n++
		}
		lv.groups = append(lv.groups, g)
		for q := m; q != 0; q &= q - 1 {
			d := bits.TrailingZeros16(q)
			for _, h := range board.CellHouses[i] {
				g := chGroup{cell: i, h: int(h), d: d}
				for _, k := range board.HouseCells[h] {
					if c.cand[k]&(1<<d) != 0 {
						g.ps[g.n] = potentialOf(int(k), d, true)
						g.n++
					}
				}
				if g.n >= 2 && g.ps[0].cell() == i {
					lv.groups = append(lv.groups, g)
				}
			}
		}
	}
	for k := range lv.groups {
		g := &lv.groups[k]
		lv.sources = append(lv.sources, g.ps[:g.n]...)
	}
}

// meet reports whether the potentials ps all imply one off potential,
// the components' sets being of words words.
func (c *seChainer) meet(ps []potential, words int) bool {
	lv, w := &c.live, &c.static.comps
	lv.common = append(lv.common[:0], lv.removing...)
	for _, p := range ps {
		k := int(w.comp[p])
		for j, m := range w.sets[k*words : (k+1)*words] {
			lv.common[j] &= m
		}
	}
	for _, m := range lv.common {
		if m != 0 {
			return true
		}
	}
	return false
}

// growClear returns s, of n words, cleared.
func growClear(s []uint64, n int) []uint64 {
	if cap(s) < n {
		return make([]uint64, n)
	}
	s = s[:n]
	clear(s)
	return s
}
