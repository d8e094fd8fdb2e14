package se

import (
	"math/bits"
	"slices"

	"sudoku/internal/board"
)

// SE's nested chains (level 1, "Dynamic Forcing Chains (+)"): when a
// dynamic chain runs out of implications, the simplest techniques are
// tried on its working candidates, in turn, until one applies where the
// chain's removals made it apply: intersections, hidden pairs, naked
// pairs, then x-wings. What each such step removes becomes off potentials
// of the chain, whose parents are the chain's removals the step needed.

// The rules nested chains use, in SE's order.
const (
	ruleLocking = iota
	ruleHidden
	ruleNaked
	ruleFish
)

// A seRule is a step of a rule found for a nested chain: what it saw,
// and in the engine's hint what it removes.
type seRule struct {
	kind        int
	h1, h2      int    // the houses: of the digit and where it is confined, or of the set
	digit       int    // of an intersection or a fish
	places      uint16 // a naked set's cells in its house
	digits      uint16 // a set's digits
	base, cover uint16 // a fish's lines; h1 is the base lines' SE type
}

// collected hands the step found to the collector and clears it, so that
// the technique goes on to the next.
func (e *Engine) collected(r seRule) bool {
	e.collect.step(&r)
	e.hint.elim = [81]uint16{}
	return false
}

// nestRules lists the rules nested chains try, each reporting whether it
// found a step (it never does: collect takes them all).
var nestRules = [4]func(e *Engine) bool{
	func(e *Engine) bool { return e.locking(false) },
	func(e *Engine) bool { return e.hiddenSet(2, false) },
	func(e *Engine) bool { return e.nakedSet(2) },
	func(e *Engine) bool { return e.fish(2) },
}

// advance tries the nested rules on the working candidates and adds what
// the first that applies where the chain made it apply removes to set
// and the queue, reporting whether there was anything new.
func (c *seChainer) advance(set *chSet, off *chQueue) bool {
	n := c.engine.nest
	if n == nil {
		n = &Engine{}
		n.b.refresh()
		c.engine.nest = n
	}
	// The rules' board, brought up to date where the chain's candidates
	// differ from those it last had.
	var touched board.CellSet
	for i, m := range c.cand {
		if m != n.b.cand[i] || c.engine.b.val[i] != n.b.val[i] {
			touched.Add(i)
		}
	}
	n.b.val, n.b.cand = c.engine.b.val, c.cand
	n.b.refreshAt(touched)
	n.collect = seCollect{step: func(r *seRule) { c.ruleStep(r, &n.hint.elim, set) }, every: c.engine.exhaustive}
	for h, cells := range board.HouseCells {
		for j, i := range cells {
			if gone := c.save[i] &^ c.cand[i]; gone != 0 {
				n.collect.lost[h] |= gone
				n.collect.changed[h] |= 1 << j
			}
		}
	}
	c.advanced = c.advanced[:0]
	for _, rule := range nestRules {
		if rule(n); len(c.advanced) > 0 {
			break
		}
	}
	if len(c.advanced) == 0 && c.level >= 2 {
		c.nestedChains(set)
	}
	added := false
	for _, k := range c.advanced {
		if p := c.nodes[k].p; !set.has(p) {
			set.add(k, p)
			off.push(k)
			added = true
		}
	}
	return added
}

// ruleStep makes off nodes of the removals elim of rule step r, if the
// chain's removals are among its premises, with those as parents.
func (c *seChainer) ruleStep(r *seRule, elim *[81]uint16, set *chSet) {
	c.premises = r.premises(&c.save, &c.cand, c.premises[:0])
	if len(c.premises) == 0 {
		return // it applies without the chain
	}
	for _, i := range javaMapOrder(r.removalOrder(elim)) {
		for m := elim[i]; m != 0; m &= m - 1 {
			k := c.newNode(potentialOf(i, bits.TrailingZeros16(m), false), -1)
			for _, p := range c.premises {
				if set.has(p) {
					c.addParent(k, set.get(p))
				}
			}
			c.advanced = append(c.advanced, k)
		}
	}
}

// premises appends to dst the candidates, there at the start (save) and
// gone now (cand), that the step needed gone.
func (r *seRule) premises(save, cand *[81]uint16, dst []potential) []potential {
	gone := func(i, d int) bool { return save[i]&^cand[i]&(1<<d) != 0 }
	switch r.kind {
	case ruleLocking:
		for _, i := range board.HouseCells[r.h1] {
			if gone(int(i), r.digit) && !board.HouseSet[r.h2].Has(int(i)) {
				dst = append(dst, potentialOf(int(i), r.digit, false))
			}
		}
	case ruleFish:
		var cover board.CellSet
		for m := r.cover; m != 0; m &= m - 1 {
			cover = cover.Or(board.HouseSet[seHouse(3-r.h1, bits.TrailingZeros16(m))])
		}
		for m := r.base; m != 0; m &= m - 1 {
			for _, i := range board.HouseCells[seHouse(r.h1, bits.TrailingZeros16(m))] {
				if gone(int(i), r.digit) && !cover.Has(int(i)) {
					dst = append(dst, potentialOf(int(i), r.digit, false))
				}
			}
		}
	case ruleNaked:
		for m := r.places; m != 0; m &= m - 1 {
			i := int(board.HouseCells[r.h1][bits.TrailingZeros16(m)])
			for o := save[i] &^ r.digits; o != 0; o &= o - 1 {
				dst = append(dst, potentialOf(i, bits.TrailingZeros16(o), false))
			}
		}
	case ruleHidden:
		for _, i := range board.HouseCells[r.h1] {
			if cand[i]&r.digits != 0 {
				continue
			}
			for o := save[i] & r.digits; o != 0; o &= o - 1 {
				dst = append(dst, potentialOf(int(i), bits.TrailingZeros16(o), false))
			}
		}
	}
	return dst
}

// removalOrder returns the cells the step removes from in the order SE
// lists them: a fish's by its cover lines, the others' by cell.
func (r *seRule) removalOrder(elim *[81]uint16) []int {
	var cells []int
	if r.kind == ruleFish {
		for m := r.cover; m != 0; m &= m - 1 {
			for _, i := range board.HouseCells[seHouse(3-r.h1, bits.TrailingZeros16(m))] {
				if elim[i] != 0 {
					cells = append(cells, int(i))
				}
			}
		}
		return cells
	}
	for i, m := range elim {
		if m != 0 {
			cells = append(cells, i)
		}
	}
	return cells
}

// javaMapOrder returns cells, in the order they were put in a Java
// HashMap keyed by cell, in the order the map gives them back: by the
// cell modulo the table's size (16, doubled whenever it is three quarters
// full), the cells of a bucket in the order put.
func javaMapOrder(cells []int) []int {
	size := 16
	for len(cells) > size*3/4 {
		size *= 2
	}
	slices.SortStableFunc(cells, func(a, b int) int { return a%size - b%size })
	return cells
}

// At levels 2 and 3 ("+ Forcing Chains", "+ Multiple Forcing Chains"),
// a chain that runs out, the rules above finding nothing, tries SE's
// forcing chains and cycles on its candidates, then, at level 3, its
// multiple chains; at level 4 ("+ Dynamic Forcing Chains"), its dynamic
// chains, themselves of level 0 to 3: every deduction they make where the chain's removals
// underlie it becomes off potentials, whose parents are those removals.
// A chain's complexity then adds that of each distinct nested chain its
// deduction rests on.

// A chNested is a nested chain that made nodes: its complexity and a
// signature that tells it apart (SE's FullChain: its targets and their
// ancestry).
type chNested struct {
	complexity int
	sig        uint64
}

// nestedComplexity returns the complexity of the distinct nested chains
// met by the ancestors counted since c.nestSeen was emptied.
func (c *seChainer) nestedComplexity() int {
	n := 0
	var sigs []uint64
	for _, x := range c.nestSeen {
		nc := c.nested[x]
		if !slices.Contains(sigs, nc.sig) {
			sigs = append(sigs, nc.sig)
			n += nc.complexity
		}
	}
	return n
}

// nestedChains runs the nested chains of the chainer's level on its
// working candidates and makes off nodes of the deductions of the first
// kind that has any resting on the chain's removals, in SE's order.
func (c *seChainer) nestedChains(set *chSet) {
	in := c.nestedIn
	if in == nil {
		in = &seChainer{engine: c.engine, chNesting: chNesting{inner: true}}
		c.nestedIn = in
	}
	in.premised = !c.inner && c.level <= 3
	if c.level >= 4 {
		in.reset(&c.cand, true, false, true, c.limit)
		in.multipleAll()
		c.takeNested(in, set)
		return
	}
	for i := range in.gone {
		in.gone[i] = c.save[i] &^ c.cand[i]
	}
	for kind := 2; kind <= c.level; kind++ {
		if _, ok := c.fruitless[kind-2][c.cand]; ok {
			continue
		}
		in.reset(&c.cand, false, false, kind == 3, 0)
		if kind == 2 {
			in.unaryAll()
		} else {
			in.multipleAll()
		}
		if len(in.hints) == 0 {
			if c.fruitless[kind-2] == nil {
				c.fruitless[kind-2] = make(map[[81]uint16]struct{})
			}
			c.fruitless[kind-2][c.cand] = struct{}{}
			continue
		}
		c.takeNested(in, set)
		if len(c.advanced) > 0 {
			return
		}
	}
}

// A nested search of levels 2 and 3 from the puzzle's board (the outer
// chainer not itself nested) keeps only the deductions whose chains rest
// on the outer chain's removals, and, on that board, finds no other: the
// techniques tried before found no forcing chain, cycle or static
// multiple chain there. A forcing chain or a static multiple chain that
// rests on no removal has only links the board has too, and so has its
// assumptions and target there: its static chains, met in full from the
// board (a contradiction met from an assumption there would make a
// forcing chain), would have given the same deduction. So these searches
// go only from where a chain can reach a link the removals made, a cell
// or a digit's places in a house they changed (a cycle, whose links
// there may differ, is searched in full).
//
// Which potentials reach such a link is found in one pass, by the
// contrapositive: p implies q just when q's opposite implies p's, and
// the two links are of the same cell or house, so p reaches a link made
// by the removals just when p's opposite is reached from the on ends of
// those links.

// madeLinks sets c.links to the links the removals c.gone made, with
// cell links if y: the two candidates, on, of a cell that lost
// candidates and has two, and of a digit's two places in a house where
// it lost places.
func (c *seChainer) madeLinks(y bool) {
	c.links = c.links[:0]
	var lost [27]uint16 // the digits that lost places, by house
	for i, m := range c.gone {
		if m == 0 {
			continue
		}
		if n := c.cand[i]; y && bits.OnesCount16(n) == 2 {
			d := bits.TrailingZeros16(n)
			c.links = append(c.links, [2]potential{potentialOf(i, d, true), potentialOf(i, bits.TrailingZeros16(n&^(1<<d)), true)})
		}
		for _, h := range board.CellHouses[i] {
			lost[h] |= m
		}
	}
	for h, m := range lost {
		for ; m != 0; m &= m - 1 {
			d := bits.TrailingZeros16(m)
			if places := board.HouseSet[h].And(c.digits[d]); places.Count() == 2 {
				a := places.First()
				places[a>>6] &^= 1 << (a & 63)
				c.links = append(c.links, [2]potential{potentialOf(a, d, true), potentialOf(places.First(), d, true)})
			}
		}
	}
}

// A forcing chain from s to its opposite that rests on the removals goes
// through a link they made, from one end, off, to the other, on: s
// implies a off and b implies s off, that is, by the contrapositive,
// both a and b imply s off. withChain finds, for each potential, the
// links both of whose ends reach it, 32 links at a time, two bits a link,
// and so the sources with a forcing chain.

// withChain appends to dst the sources from which a forcing chain, with
// cell links if y, rests on the removals.
func (c *seChainer) withChain(sources []potential, y bool, dst []potential) []potential {
	c.madeLinks(y)
	w := &c.static.layers
	for links := c.links; len(links) > 0; {
		batch := links[:min(32, len(links))]
		links = links[len(batch):]
		ends := c.premises[:0]
		for _, l := range batch {
			ends = append(ends, l[0], l[1])
		}
		c.static.reachAll(ends, y)
		c.premises = ends
		for _, s := range sources {
			if m := w.seen[s.flip()]; m&(m>>1)&0x5555555555555555 != 0 && !slices.Contains(dst, s) {
				dst = append(dst, s)
			}
		}
		c.static.clearReach()
	}
	return dst
}

// takeNested makes off nodes of the deductions of the nested chainer in,
// best first, each removal set once, with parents in set.
func (c *seChainer) takeNested(in *seChainer, set *chSet) {
	hints := slices.Clone(in.hints)
	slices.SortStableFunc(hints, compareChHints)
	var done [][81]uint16
	for k := range hints {
		h := &hints[k]
		elim := in.removals(h)
		if slices.Contains(done, elim) {
			continue
		}
		done = append(done, elim)
		c.premises = in.ruleParents(h, &c.save, &c.cand, c.premises[:0])
		if len(c.premises) == 0 {
			continue
		}
		c.nested = append(c.nested, chNested{complexity: h.complexity, sig: in.signature(h)})
		x := int32(len(c.nested) - 1)
		var cells []int
		for i, m := range elim {
			if m != 0 {
				cells = append(cells, i)
			}
		}
		for _, i := range javaMapOrder(cells) {
			for m := elim[i]; m != 0; m &= m - 1 {
				n := c.newNode(potentialOf(i, bits.TrailingZeros16(m), false), -1)
				c.nodes[n].nest = x
				for _, p := range c.premises {
					if set.has(p) {
						c.addParent(n, set.get(p))
					}
				}
				c.advanced = append(c.advanced, n)
			}
		}
	}
}

// compareChHints orders deductions as SE does: by rating, complexity,
// then kind.
func compareChHints(a, b chHint) int {
	switch {
	case a.rating != b.rating:
		return cmpFloat(a.rating, b.rating)
	case a.complexity != b.complexity:
		return a.complexity - b.complexity
	}
	return a.sortKey - b.sortKey
}

// removals returns what deduction h removes.
func (c *seChainer) removals(h *chHint) (elim [81]uint16) {
	switch p := h.target; {
	case h.elim >= 0:
		return c.elims[h.elim]
	case p.on():
		elim[p.cell()] = c.cand[p.cell()] &^ p.bit()
	default:
		elim[p.cell()] = p.bit()
	}
	return elim
}

// ruleParents appends to dst the removals, there at the start (save) and
// gone now (cand), that deduction h's chains rest on: for each potential
// of its chains on by its cell, the cell's; on by a house, the digit's in
// the house. A cycle's chain counts both ways.
func (c *seChainer) ruleParents(h *chHint, save, cand *[81]uint16, dst []potential) []potential {
	var got potentialSet
	for _, t := range c.targets[h.targets : h.targets+h.ntargets] {
		c.walk(t, func(k int32) {
			n := &c.nodes[k]
			cause := n.cause
			if cause < 0 {
				cause = h.nullCause
			}
			if cause < 0 || !n.p.on() && h.elim < 0 {
				return
			}
			dst = gonePremises(n.p, cause, save, cand, &got, dst)
		})
	}
	return dst
}

// gonePremises appends to dst, once each, the removals potential p,
// derived by cause, rests on.
func gonePremises(p potential, cause int8, save, cand *[81]uint16, got *potentialSet, dst []potential) []potential {
	add := func(q potential) {
		if !got.has(q) {
			got.add(q)
			dst = append(dst, q)
		}
	}
	i, d := p.cell(), p.digit()
	if cause == causeCell {
		for m := save[i] &^ cand[i]; m != 0; m &= m - 1 {
			add(potentialOf(i, bits.TrailingZeros16(m), false))
		}
		return dst
	}
	for _, j := range board.HouseCells[cause] {
		if save[j]&^cand[j]&(1<<d) != 0 {
			add(potentialOf(int(j), d, false))
		}
	}
	return dst
}

// walk calls f with node k and each of its ancestors once, breadth first.
func (c *seChainer) walk(k int32, f func(int32)) {
	var seen potentialSet
	todo := []int32{k}
	for len(todo) > 0 {
		var next []int32
		for _, k := range todo {
			if p := c.nodes[k].p; !seen.has(p) {
				seen.add(p)
				f(k)
				next = append(next, c.parents(k)...)
			}
		}
		todo = next
	}
}

// signature returns a number telling deduction h's chains apart: of its
// targets' ancestries in order.
func (c *seChainer) signature(h *chHint) uint64 {
	sig := uint64(14695981039346656037)
	for _, t := range c.targets[h.targets : h.targets+h.ntargets] {
		c.walk(t, func(k int32) {
			sig = (sig ^ uint64(c.nodes[k].p)) * 1099511628211
		})
		sig = (sig ^ 0xffff) * 1099511628211
	}
	return sig
}
