package se

// The three searches of SE's chains. chase plays an assumption out until
// nothing more follows or a potential would be both on and off; cycles
// and forcing look, with the links of one kind or both, for a way back to
// the start: a cycle, or the start's opposite (a forcing chain).

// A chQueue is a queue of nodes.
type chQueue struct {
	items []int32
	head  int
}

func (q *chQueue) push(k int32) { q.items = append(q.items, k) }

func (q *chQueue) pop() (int32, bool) {
	if q.head == len(q.items) {
		return -1, false
	}
	q.head++
	return q.items[q.head-1], true
}

func (q *chQueue) reset() { q.items, q.head = q.items[:0], 0 }

// chase completes set, holding the starting nodes, with all that follows
// from them, on potentials first, and returns the two nodes of a
// potential found both on and off (on first), or -1, -1. Dynamic
// searches remove each off candidate from the working candidates once
// its consequences are drawn; the candidates are restored at the end.
func (c *seChainer) chase(set *chSet) (int32, int32) {
	c.save, c.saved = c.cand, c.digits
	defer func() { c.cand, c.digits = c.save, c.saved }()
	var on, off chQueue
	on.items, off.items = c.qOn[:0], c.qOff[:0]
	defer func() { c.qOn, c.qOff = on.items, off.items }()
	for _, k := range set.on {
		on.push(k)
	}
	for _, k := range set.off {
		off.push(k)
	}
	links := chLinks{y: !c.nishio, x: true}
	for {
		if k, ok := on.pop(); ok {
			c.out = c.onToOff(k, links.y, chFilter{known: set, except: -1}, c.out[:0])
			for _, q := range c.out {
				p := c.nodes[q].p
				if set.has(p.flip()) {
					return set.get(p.flip()), q
				}
				if !set.has(p) {
					set.add(q, p)
					off.push(q)
				}
			}
			continue
		}
		if k, ok := off.pop(); ok {
			c.out = c.offToOn(k, links, set, chFilter{known: set, except: -1}, c.out[:0])
			if c.dynamic {
				c.remove(c.nodes[k].p)
			}
			for _, q := range c.out {
				p := c.nodes[q].p
				if set.has(p.flip()) {
					return q, set.get(p.flip())
				}
				if !set.has(p) {
					set.add(q, p)
					on.push(q)
				}
			}
			continue
		}
		if c.level == 0 || !c.advance(set, &off) {
			return -1, -1
		}
	}
}

// cycles searches from node start, an on potential, for ways back to it
// by alternating links, of at least four and fewer than limit, and appends
// the nodes where it comes back to c.found. An off potential is derived
// anew from each on one that is not its descendant.
func (c *seChainer) cycles(start int32, l chLinks, set *chSet, limit int) {
	var on, off chQueue
	on.items, off.items = c.qOn[:0], c.qOff[:0]
	defer func() { c.qOn, c.qOff = on.items, off.items }()
	on.push(start)
	source := c.nodes[start].p
	for length := 0; len(on.items) > on.head || len(off.items) > off.head; {
		length++
		for k, ok := on.pop(); ok; k, ok = on.pop() {
			c.out = c.onToOff(k, l.y, chFilter{known: set, except: source, cycle: true, links: l}, c.out[:0])
			for _, q := range c.out { // none an ancestor of k
				off.push(q)
				if !set.has(c.nodes[q].p) {
					set.add(q, c.nodes[q].p)
				}
			}
		}
		length++
		if length >= limit {
			return // a cycle found from now on would not be taken
		}
		for k, ok := off.pop(); ok; k, ok = off.pop() {
			c.out = c.offToOn(k, l, set, chFilter{known: set, except: source, cycle: true}, c.out[:0])
			for _, q := range c.out {
				p := c.nodes[q].p
				if length >= 4 && p == source {
					c.found = append(c.found, q)
				}
				if !set.has(p) {
					set.add(q, p)
					on.push(q)
				}
			}
		}
	}
}

// isAncestor reports whether potential p is that of an ancestor of node
// k by first parents.
func (c *seChainer) isAncestor(k int32, p potential) bool {
	for c.nodes[k].n > 0 {
		k = c.pars[c.nodes[k].first]
		if c.nodes[k].p == p {
			return true
		}
	}
	return false
}

// forcing searches from the starting node in set, on or off, for its
// opposite, layer by layer, and appends the node where it first finds it
// to c.found.
func (c *seChainer) forcing(set *chSet, y bool) {
	var on, off chQueue
	on.items, off.items = c.qOn[:0], c.qOff[:0]
	defer func() { c.qOn, c.qOff = on.items, off.items }()
	var source potential
	for _, k := range set.on {
		on.push(k)
		source = c.nodes[k].p
	}
	for _, k := range set.off {
		off.push(k)
		source = c.nodes[k].p
	}
	// Off potentials that imply nothing are made into nodes only as the
	// opposite: no more follows from them.
	offs := chFilter{known: set, except: -1, target: source.flip(), links: chLinks{y: y, x: true}}
	for len(on.items) > on.head || len(off.items) > off.head {
		for k, ok := on.pop(); ok; k, ok = on.pop() {
			if c.forcingStep(set, source, &off, c.onToOff(k, y, offs, c.out[:0])) {
				return
			}
		}
		for k, ok := off.pop(); ok; k, ok = off.pop() {
			if c.forcingStep(set, source, &on, c.offToOn(k, chLinks{y: y, x: true}, set, chFilter{known: set, except: -1}, c.out[:0])) {
				return
			}
		}
	}
}

// forcingStep adds the nodes derived to set and queue and reports whether
// one is opposite to source, noting it in c.found: what follows is not
// needed.
func (c *seChainer) forcingStep(set *chSet, source potential, queue *chQueue, derived []int32) bool {
	c.out = derived
	for _, q := range derived {
		p := c.nodes[q].p
		if p == source.flip() {
			c.found = append(c.found, q)
			return true
		}
		if !set.has(p) {
			set.add(q, p)
			queue.push(q)
		}
	}
	return false
}
