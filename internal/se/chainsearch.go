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
			c.out = c.onToOff(k, links.y, chFilter{known: set}, c.out[:0])
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
			c.out = c.offToOn(k, links, set, chFilter{known: set}, c.out[:0])
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
//
// It goes as SE's search of nodes does (see cyclesByNodes in the tests),
// but keeps, for each potential met, the one it came from and how, and
// makes nodes of the cycles found alone: a search would make hundreds of
// nodes a start, and most starts find no cycle. Each potential is met
// once, but an off one that leads back to the start: the start meets it
// first, and another on potential, not its descendant, again, which
// closes a cycle. Where the implications' components are known
// (inComponents), a potential outside the start's is passed over: there
// is no way back from it.
func (c *seChainer) cycles(start int32, l chLinks, set *chSet, limit int) {
	w := &c.cyc
	source := c.nodes[start].p
	closers := c.static.closers(source, l)
	w.on = append(w.on[:0], source)
	for length := 2; len(w.on) > 0; length += 2 {
		c.cycleOffs(source, l, &set.in, &closers)
		if length >= limit {
			return // a cycle found from now on would not be taken
		}
		c.cycleOns(start, l, &set.in)
	}
}

// closers returns the off potentials that imply p, on, by the links l,
// where a cycle from p closes: the cell's other candidate, the digit's
// other places in the houses; -1 where none.
func (s *chStatic) closers(p potential, l chLinks) [4]potential {
	closers := [4]potential{-1, -1, -1, -1}
	if q := s.cellOn[p>>1]; l.y && q >= 0 {
		closers[0] = q.flip()
	}
	for k, q := range s.houseOn[p>>1] {
		if l.x && q >= 0 {
			closers[1+k] = q.flip()
		}
	}
	return closers
}

// cycleOffs puts in w.off the off potentials the on ones of w.on imply,
// by the links l, that lead on: those not known, which it adds, and the
// closers met again from a potential they are not an ancestor of.
func (c *seChainer) cycleOffs(source potential, l chLinks, known *potentialSet, closers *[4]potential) {
	s, w := &c.static, &c.cyc
	lb, comp := l.bits(), s.comps.comp[source]
	w.off = w.off[:0]
	for _, p := range w.on {
		cp := int32(p >> 1)
		from := s.first[cp]
		if !l.y {
			from = s.cellEnd[cp]
		}
		for x, q := range s.offs[from:s.end[cp]] {
			switch {
			case s.lead[q>>1]&lb == 0: // it implies no on potential
			case c.inComponents && s.comps.comp[q] != comp: // no way back from it
			case !known.has(q):
				known.add(q)
				w.par[q], w.how[q] = p, s.cause(cp, from+int32(x))
				w.off = append(w.off, chMet{q: q})
			case (q == closers[0] || q == closers[1] || q == closers[2] || q == closers[3]) && !w.isAncestor(p, q, source):
				w.off = append(w.off, chMet{q: q, from: p, how: s.cause(cp, from+int32(x)), again: true})
			}
		}
	}
}

// cycleOns puts in w.on the on potentials not known that the off ones of
// w.off imply by the links l, and appends the cycles they close back to
// node start to c.found.
func (c *seChainer) cycleOns(start int32, l chLinks, known *potentialSet) {
	s, w := &c.static, &c.cyc
	w.on = w.on[:0]
	for k := range w.off {
		m := &w.off[k]
		if m.again { // it leads back to the start alone, at four links or more
			c.found = append(c.found, c.cycleNodes(start, m))
			continue
		}
		q := m.q
		if on := s.cellOn[q>>1]; l.y && on >= 0 {
			w.on = c.metOn(w.on, known, m, on, causeCell)
		}
		for x, on := range s.houseOn[q>>1] {
			if on < 0 || !l.x {
				break // the houses' are first
			}
			w.on = c.metOn(w.on, known, m, on, s.onHouse[q>>1][x])
		}
	}
}

// chCycles is the scratch space of cycles and forcing: for each potential
// met, the one it came from and how (its cause), and the potentials met
// last.
type chCycles struct {
	par  [nPotentials]potential
	how  [nPotentials]int8
	on   []potential
	off  []chMet
	next []potential // forcing's next layer
}

// A chMet is an off potential met: new, or again from an on one (from, by
// how) it is not an ancestor of.
type chMet struct {
	q, from potential
	how     int8
	again   bool
}

// metOn appends to on the on potential p, met from m by how, if new.
func (c *seChainer) metOn(on []potential, known *potentialSet, m *chMet, p potential, how int8) []potential {
	if !known.has(p) {
		known.add(p)
		c.cyc.par[p], c.cyc.how[p] = m.q, how
		on = append(on, p)
	}
	return on
}

// isAncestor reports whether potential q is met before p on the way from
// the source to p.
func (w *chCycles) isAncestor(p, q, source potential) bool {
	for p != source {
		p = w.par[p]
		if p == q {
			return true
		}
	}
	return false
}

// cycleNodes makes the nodes of the cycle from node start to m.q, met
// from m.from, and back to the start, and returns the last.
func (c *seChainer) cycleNodes(start int32, m *chMet) int32 {
	s := &c.static
	source := c.nodes[start].p
	back := int8(causeCell)
	if s.cellOn[m.q>>1] != source {
		for x, on := range s.houseOn[m.q>>1] {
			if on == source {
				back = s.onHouse[m.q>>1][x]
				break
			}
		}
	}
	k := c.newNode(source, c.chainNodes(start, m.from, m.q, m.how))
	c.nodes[k].cause = back
	return k
}

// forcing searches from the starting node in set, on or off, for its
// opposite, layer by layer, and appends the node where it first finds it
// to c.found. As cycles does, it keeps where each potential came from and
// makes nodes of the chain found alone. An off potential that implies
// nothing goes no further: only as the opposite is it wanted.
func (c *seChainer) forcing(set *chSet, y bool) {
	s, w := &c.static, &c.cyc
	known := &set.in
	start := append(set.on, set.off...)[0]
	source := c.nodes[start].p
	target, lb := source.flip(), chLinks{y: y, x: true}.bits()
	w.on = append(w.on[:0], source)
	for len(w.on) > 0 {
		w.next = w.next[:0]
		for _, p := range w.on {
			cp := int32(p >> 1)
			if p.on() {
				from := s.first[cp]
				if !y {
					from = s.cellEnd[cp]
				}
				for x, q := range s.offs[from:s.end[cp]] {
					if q == target {
						c.found = append(c.found, c.chainNodes(start, p, q, s.cause(cp, from+int32(x))))
						return
					}
					if s.lead[q>>1]&lb != 0 && !known.has(q) {
						known.add(q)
						w.par[q], w.how[q] = p, s.cause(cp, from+int32(x))
						w.next = append(w.next, q)
					}
				}
				continue
			}
			if q := s.cellOn[cp]; y && q >= 0 && c.metForcing(known, start, p, q, causeCell) {
				return
			}
			for x, q := range s.houseOn[cp] {
				if q < 0 {
					break
				}
				if c.metForcing(known, start, p, q, s.onHouse[cp][x]) {
					return
				}
			}
		}
		w.on, w.next = w.next, w.on
	}
}

// metForcing notes the on potential q met from p by how, in the forcing
// search from node start, and reports whether it is the start's opposite,
// the chain's end.
func (c *seChainer) metForcing(known *potentialSet, start int32, p, q potential, how int8) bool {
	w := &c.cyc
	if q == c.nodes[start].p.flip() {
		c.found = append(c.found, c.chainNodes(start, p, q, how))
		return true
	}
	if !known.has(q) {
		known.add(q)
		w.par[q], w.how[q] = p, how
		w.next = append(w.next, q)
	}
	return false
}

// chainNodes makes the nodes of the chain from node start to p, as met,
// and on to q, met from p by how, and returns the last.
func (c *seChainer) chainNodes(start int32, p, q potential, how int8) int32 {
	w := &c.cyc
	path := c.cycPath[:0]
	for ; p != c.nodes[start].p; p = w.par[p] {
		path = append(path, p)
	}
	c.cycPath = path
	k := start
	for x := len(path) - 1; x >= 0; x-- {
		k = c.newNode(path[x], k)
		c.nodes[k].cause = w.how[path[x]]
	}
	k = c.newNode(q, k)
	c.nodes[k].cause = how
	return k
}
