package main

import (
	"math/bits"
	"slices"
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
func (e *seEngine) collected(r seRule) bool {
	e.collect(&r)
	e.hint.elim = [81]uint16{}
	return false
}

// nestRules lists the rules nested chains try, each reporting whether it
// found a step (it never does: collect takes them all).
var nestRules = [4]func(e *seEngine) bool{
	func(e *seEngine) bool { return e.locking(false) },
	func(e *seEngine) bool { return e.hiddenSet(2, false) },
	func(e *seEngine) bool { return e.nakedSet(2) },
	func(e *seEngine) bool { return e.fish(2) },
}

// advance tries the nested rules on the working candidates and adds what
// the first that applies where the chain made it apply removes to set
// and the queue, reporting whether there was anything new.
func (c *seChainer) advance(set *chSet, off *chQueue) bool {
	n := c.engine.nest
	if n == nil {
		n = &seEngine{}
		c.engine.nest = n
	}
	n.b.val, n.b.cand = c.engine.b.val, c.cand
	n.b.refresh()
	c.advanced = c.advanced[:0]
	n.collect = func(r *seRule) { c.ruleStep(r, &n.hint.elim, set) }
	for _, rule := range nestRules {
		if rule(n); len(c.advanced) > 0 {
			break
		}
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
		for _, i := range houseCells[r.h1] {
			if gone(int(i), r.digit) && !houseSet[r.h2].has(int(i)) {
				dst = append(dst, potentialOf(int(i), r.digit, false))
			}
		}
	case ruleFish:
		var cover cellSet
		for m := r.cover; m != 0; m &= m - 1 {
			cover = cover.or(houseSet[seHouse(3-r.h1, bits.TrailingZeros16(m))])
		}
		for m := r.base; m != 0; m &= m - 1 {
			for _, i := range houseCells[seHouse(r.h1, bits.TrailingZeros16(m))] {
				if gone(int(i), r.digit) && !cover.has(int(i)) {
					dst = append(dst, potentialOf(int(i), r.digit, false))
				}
			}
		}
	case ruleNaked:
		for m := r.places; m != 0; m &= m - 1 {
			i := int(houseCells[r.h1][bits.TrailingZeros16(m)])
			for o := save[i] &^ r.digits; o != 0; o &= o - 1 {
				dst = append(dst, potentialOf(i, bits.TrailingZeros16(o), false))
			}
		}
	case ruleHidden:
		for _, i := range houseCells[r.h1] {
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
			for _, i := range houseCells[seHouse(3-r.h1, bits.TrailingZeros16(m))] {
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
