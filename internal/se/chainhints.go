package se

import (
	"math/bits"
	"slices"

	"sudoku/internal/board"
)

// SE's chaining techniques and their hints. Each technique collects every
// deduction its chains make and takes the one of least rating, then of
// least complexity (the potentials its chains count), then of least kind
// (sortKey), then the first found. A chain's rating is its technique's
// base and a term for its complexity (seLengthTerm).

// A seChainer is the chains' scratch space, each part owned by one job:
// the kind of search, the working candidates, the nodes derived and the
// sets and queues of the searches, the deductions found, and what the
// nested chains need.
type seChainer struct {
	chKind
	chBoard
	chArena
	chFound
	chNesting
	engine *Engine // whose board is chained
}

// chKind is the kind of search under way.
type chKind struct {
	dynamic, nishio, multiple bool
	level                     int
	limit                     int // at level 4, the level of the dynamic chains nested
}

// chBoard holds the working candidates of a search and those at its
// start, and their implications in a static search.
type chBoard struct {
	cand, save [81]uint16
	digits     [10]board.CellSet // the cells of each candidate in cand
	saved      [10]board.CellSet // and in save
	static     chStatic
	live       chLive
}

// chArena holds the nodes derived, with their parents, and the scratch
// sets, queues and lists of the searches.
type chArena struct {
	nodes      []chNode
	pars       []int32
	out, found []int32
	qOn, qOff  []int32
	sets       []*chSet
	nsets      int
	chased     [nPotentials / 2]int32 // the sets of potentials chased on, or -1
	cyc        chCycles
	cycPath    []potential
}

// chFound holds the deductions found: their removals for cycles, their
// chains' targets, and the best so far.
type chFound struct {
	hints   []chHint
	elims   [][81]uint16
	targets []int32
	best    int // the index of the best hint so far, or -1
	// The forcing chains of a kind of links are measured ahead
	// (forcingAhead): ahead holds the complexity of the chain from each
	// potential to its opposite (0 if none or too long), and bound, if
	// bounded, the best of them, which no chain rated above it can beat.
	ahead   [nPotentials]uint16
	bound   chHint
	bounded bool
	// inComponents says the static implications' strongly connected
	// components, of the links searched, are known (chStatic.comps): a
	// cycle goes through its start's component alone.
	inComponents bool
	// the potentials unary starts from, on and off, and those of them
	// whose opposite a chain reaches
	sources, reaching []potential
	barren            chBarren
}

// chNesting is what nested chains need.
type chNesting struct {
	inner    bool       // a nested chainer, whose hints another takes
	nestedIn *seChainer // the chainer of nested chains, for levels 2 to 4
	nested   []chNested // the nested chains the nodes came from
	nestSeen []int32
	advanced []int32 // the nodes the nested rules made
	premises []potential
	// A chain's candidates come back again and again, and those of four
	// in five give the nested forcing chains, or multiple chains,
	// nothing: fruitless holds, for each of the two, the candidates
	// they found nothing on in the rating of a puzzle.
	fruitless [2]map[[81]uint16]struct{}
	// A nested chainer whose deductions' chains must rest on the outer
	// chain's removals, gone, is premised (see nestedChains); links are
	// the links the removals made, by the links of the search under way.
	premised bool
	gone     [81]uint16
	links    [][2]potential
}

// A chHint is a deduction of a chain: its rating and order keys, and
// what it removes: the candidate target if off, the target cell's other
// candidates (and placing it) if on, or elims[elim] for a cycle.
type chHint struct {
	rating     float64
	complexity int
	sortKey    int
	tech       seTech
	target     potential
	elim       int      // the index of a cycle's removals, or -1
	ends       [2]int32 // the chains' ends, for the text
	// The chains' targets are c.targets[targets:targets+ntargets]; a
	// cell chain's assumptions count as caused by the cell, a region
	// chain's by its house (nullCause), as SE reads them when nesting.
	targets, ntargets int32
	nullCause         int8
}

// reset readies the chainer for a search of the kind given on the
// candidates cand.
func (c *seChainer) reset(cand *[81]uint16, dynamic, nishio, multiple bool, level int) {
	c.cand, c.save = *cand, *cand
	c.setDigits()
	c.saved = c.digits
	c.nodes, c.pars, c.hints, c.elims = c.nodes[:0], c.pars[:0], c.hints[:0], c.elims[:0]
	c.nested, c.targets = c.nested[:0], c.targets[:0]
	c.best = -1
	c.nsets = 0
	for k := range c.chased {
		c.chased[k] = -1
	}
	c.dynamic, c.nishio, c.multiple, c.level = dynamic, nishio, multiple, level
	c.live.on, c.inComponents = false, false
	if !dynamic {
		c.static.build(&c.cand)
	}
}

// newSet returns an empty set from the pool.
func (c *seChainer) newSet() *chSet {
	if c.nsets == len(c.sets) {
		c.sets = append(c.sets, new(chSet))
	}
	s := c.sets[c.nsets]
	c.nsets++
	s.reset()
	return s
}

// ancestors returns the number of distinct potentials among node k and
// its ancestors.
func (c *seChainer) ancestors(k int32) int {
	var seen [nPotentials/64 + 1]uint64
	stack := append(c.qOn[:0], k)
	n := 0
	for len(stack) > 0 {
		k := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		p := c.nodes[k].p
		if seen[p>>6]&(1<<(p&63)) != 0 {
			continue
		}
		seen[p>>6] |= 1 << (p & 63)
		n++
		if x := c.nodes[k].nest; x >= 0 {
			c.nestSeen = append(c.nestSeen, x)
		}
		stack = append(stack, c.parents(k)...)
	}
	c.qOn = stack
	return n
}

// seLengthTerm returns the term SE adds to a chain's rating for its
// complexity: 0.1 for each step of the lengths 4, 6, 8, 12, 16, 24, …
// (alternately times 3/2 and 4/3) that complexity-2 exceeds, added up as
// doubles.
func seLengthTerm(complexity int) float64 {
	if complexity >= 0 && complexity < len(seLengthTerms) {
		return seLengthTerms[complexity]
	}
	return lengthTerm(complexity)
}

// seLengthTerms holds seLengthTerm of the complexities chains mostly
// have: the bounds of a search look them up again and again.
var seLengthTerms = func() (t [512]float64) {
	for n := range t {
		t[n] = lengthTerm(n)
	}
	return t
}()

// lengthTerm computes seLengthTerm.
func lengthTerm(complexity int) float64 {
	added, ceil, odd := 0.0, 4, false
	for length := complexity - 2; length > ceil; odd = !odd {
		added += 0.1
		if !odd {
			ceil = ceil * 3 / 2
		} else {
			ceil = ceil * 4 / 3
		}
	}
	return added
}

// chainKind returns a unary chain's technique, base rating and sort key
// for its links.
func chainKind(l chLinks, cycle bool) (seTech, float64, int) {
	switch {
	case l.x && l.y && cycle:
		return seCycle, 7.0, 4
	case l.x && l.y:
		return seForcingChain, 7.0, 4
	case cycle && l.y:
		return seYCycle, 6.5, 3
	case cycle:
		return seXCycle, 6.5, 2
	}
	return seForcingXChain, 6.6, 2
}

// forcingChainsAndCycles finds SE's forcing chains and bidirectional
// cycles of one kind of links, X (houses) then Y (cells), then both.
func (e *Engine) forcingChainsAndCycles() bool {
	c := e.chainer()
	c.reset(&e.b.cand, false, false, false, 0)
	c.unaryAll()
	return e.takeChain()
}

// unaryAll looks for the unary chains from every candidate, with house
// links, then cell links, then both.
func (c *seChainer) unaryAll() {
	for _, l := range [3]chLinks{{x: true}, {y: true}, {x: true, y: true}} {
		skip := c.barren.skip(c, l)
		if skip == board.AllDigits || c.outclassed(l) {
			continue
		}
		c.bounded, c.inComponents = false, false
		if l.x {
			c.forcingAhead(l, skip)
		}
		for i, m := range c.cand {
			n := bits.OnesCount16(m)
			if n < 2 || !l.x && n > 2 {
				continue
			}
			for m &^= skip; m != 0; m &= m - 1 {
				nodes, pars := len(c.nodes), len(c.pars)
				c.unary(potentialOf(i, bits.TrailingZeros16(m), true), l)
				if !c.engine.text && !c.inner { // only the text and nesting need the nodes of the chains found
					c.nodes, c.pars = c.nodes[:nodes], c.pars[:pars]
				}
			}
		}
		if c.best < 0 { // found nothing, unbounded
			c.barren.note(c, l)
		}
	}
}

// chBarren remembers, for the searches of a kind of links that found
// nothing, where they would find nothing again. With house links alone,
// a digit's chains and cycles keep to its places, whose removals alone
// only shrink what they find: a digit whose places are those of such a
// search finds nothing still. With cell links alone, the cycles keep to
// the cells of two candidates: while those and their candidates are as
// they were, the search finds nothing still.
type chBarren struct {
	places  [10]board.CellSet // the places of each digit when it found nothing
	digits  uint16            // the digits with places noted
	pairs   [81]uint16        // the candidates of the cells of two
	paired  bool              // whether pairs is noted
	scratch [81]uint16
}

// skip returns the digits whose starts, with links l, would find nothing
// (all for all): a nested search, which rests on other outer chains, and
// an exhaustive one look everywhere.
func (b *chBarren) skip(c *seChainer, l chLinks) (skip uint16) {
	if c.inner || c.engine.exhaustive {
		return 0
	}
	switch {
	case l.x && l.y:
		return 0
	case l.x:
		for m := b.digits; m != 0; m &= m - 1 {
			if d := bits.TrailingZeros16(m); b.places[d] == c.digits[d] {
				skip |= 1 << d
			}
		}
		return skip
	}
	if b.paired && b.pairsOf(c) == b.pairs {
		return board.AllDigits
	}
	return 0
}

// note notes that the search with links l found nothing, unbounded.
func (b *chBarren) note(c *seChainer, l chLinks) {
	switch {
	case c.inner || l.x && l.y:
	case l.x:
		b.places, b.digits = c.digits, board.AllDigits
	default:
		b.pairs, b.paired = b.pairsOf(c), true
	}
}

// pairsOf returns the candidates of the cells of two candidates of c.
func (b *chBarren) pairsOf(c *seChainer) [81]uint16 {
	for i, m := range c.cand {
		b.scratch[i] = 0
		if bits.OnesCount16(m) == 2 {
			b.scratch[i] = m
		}
	}
	return b.scratch
}

// outclassed reports whether no chain nor cycle of links l can win over
// the best hint found: one of the least complexity would rate above it,
// or as high and come after it. A nested search keeps all it finds.
func (c *seChainer) outclassed(l chLinks) bool {
	for _, cycle := range [2]bool{true, false} {
		if _, base, key := chainKind(l, cycle); (cycle || l.x) && c.limitFor(base, key) > 1 {
			return false // cycles, and with house links forcing chains
		}
	}
	return true
}

// chainer returns the engine's chainer, made on first use.
func (e *Engine) chainer() *seChainer {
	if e.chain == nil {
		e.chain = &seChainer{engine: e}
	}
	return e.chain
}

// unary looks from the on potential p for cycles and, with house links,
// for forcing chains from p on and from p off.
func (c *seChainer) unary(p potential, l chLinks) {
	c.nsets = 0
	c.found = c.found[:0]
	if _, base, key := chainKind(l, true); c.static.closes(p, l) {
		set := c.newSet()
		start := c.newNode(p, -1)
		set.add(start, p)
		c.cycles(start, l, set, min(c.limitFor(base, key), c.boundFor(base, key)))
	}
	for _, q := range c.found {
		c.cycleHint(q, l)
	}
	if !l.x {
		return
	}
	for _, q := range [2]potential{p, p.flip()} {
		if !c.engine.text && !c.inner {
			// Only the length of a forcing chain is needed, and it is the
			// distance to the opposite in the layered search.
			_, base, key := chainKind(l, false)
			if n := int(c.ahead[q]); n > 0 && n < c.limitFor(base, key) {
				c.forcingFound(q.flip(), n, -1, l)
			}
			continue
		}
		if c.ahead[q] == 0 {
			continue // no chain to be found, or none that can win
		}
		set := c.newSet()
		set.add(c.newNode(q, -1), q)
		c.found = c.found[:0]
		c.forcing(set, l.y)
		for _, dst := range c.found {
			c.forcingFound(c.nodes[dst].p, c.ancestors(dst), dst, l)
		}
	}
}

// forcingAhead measures, for links l, the forcing chains from the
// potentials unary starts from, on and off (but of the digits skip,
// which find nothing), into c.ahead, and, but in a nested search, which
// keeps every deduction, sets c.bound to the best.
// The chains are measured below the limit the hints found before set,
// which only falls as unary goes on: taking the chains measured in
// unary's order, each below the limit then, and searching the cycles no
// further than the bound allows (a cycle beyond it rates above a chain
// found, whatever their order), finds the same best hint as searching
// each in turn. Where the chains' nodes are wanted, only the sources
// with a chain measured are searched from.
func (c *seChainer) forcingAhead(l chLinks, skip uint16) {
	_, base, key := chainKind(l, false)
	c.sources = c.sources[:0]
	for i, m := range c.cand {
		if bits.OnesCount16(m) < 2 {
			continue
		}
		for m &^= skip; m != 0; m &= m - 1 {
			p := potentialOf(i, bits.TrailingZeros16(m), true)
			c.sources = append(c.sources, p, p.flip())
		}
	}
	sources := c.sources
	if c.premised && !c.engine.exhaustive {
		for _, q := range c.sources {
			c.ahead[q] = 0
		}
		c.reaching = c.withChain(c.sources, l.y, c.reaching[:0])
		sources = c.reaching
	}
	if !c.inner {
		// Most sources have no chain: which have is found in one pass.
		// (Nested searches' implications, sparser, are measured faster
		// as they are.)
		for _, q := range c.sources {
			c.ahead[q] = 0
		}
		c.reaching = c.static.withOpposite(c.sources, l.y, c.reaching[:0])
		sources = c.reaching
		c.inComponents = !c.engine.exhaustive
	}
	c.static.distances(sources, l.y, c.limitFor(base, key), &c.ahead)
	for _, q := range c.sources {
		if n := int(c.ahead[q]); n > 0 && !c.inner && (!c.bounded || n < c.bound.complexity) {
			c.bound = chHint{rating: base + seLengthTerm(n), complexity: n, sortKey: key}
			c.bounded = true
		}
	}
}

// boundFor returns the least complexity at which a chain of the base
// rating and sort key given rates above c.bound, a forcing chain
// measured ahead; with no bound, no limit.
func (c *seChainer) boundFor(base float64, key int) int {
	if !c.bounded {
		return 1 << 30
	}
	for n := 1; ; n++ {
		h := chHint{rating: base + seLengthTerm(n), complexity: n, sortKey: key}
		if compareChHints(h, c.bound) > 0 {
			return n
		}
	}
}

// cycleHint records the cycle ending at node dst, if it removes any: the
// candidates, outside the cycle's cells, that see a cell of the cycle
// where the digit is on and one where it is off.
func (c *seChainer) cycleHint(dst int32, l chLinks) {
	// The cells of the cycle, and by digit the peers of its cells where
	// the digit is on, and of those where it is off.
	var cells board.CellSet
	var forw, back [10]board.CellSet
	var digits uint16
	for k := dst; c.nodes[k].n > 0; k = c.parents(k)[0] {
		p := c.nodes[k].p
		i, d := p.cell(), p.digit()
		cells.Add(i)
		digits |= 1 << d
		if p.on() {
			forw[d] = forw[d].Or(board.PeerSet[i])
		} else {
			back[d] = back[d].Or(board.PeerSet[i])
		}
	}
	var elim [81]uint16
	any := false
	for ; digits != 0; digits &= digits - 1 {
		d := bits.TrailingZeros16(digits)
		for j := range forw[d].And(back[d]).And(c.digits[d]).Minus(cells).Cells() {
			elim[j] |= 1 << d
			any = true
		}
	}
	if !any {
		return
	}
	tech, base, key := chainKind(l, true)
	n := c.ancestors(dst)
	c.elims = append(c.elims, elim)
	c.targets = append(c.targets, dst)
	c.addHint(chHint{rating: base + seLengthTerm(n), complexity: n, sortKey: key,
		tech: tech, elim: len(c.elims) - 1, ends: [2]int32{dst, -1},
		targets: int32(len(c.targets) - 1), ntargets: 1, nullCause: -1})
}

// addHint adds a deduction found, noting the best so far.
func (c *seChainer) addHint(h chHint) {
	c.hints = append(c.hints, h)
	if c.best < 0 || compareChHints(h, c.hints[c.best]) < 0 {
		c.best = len(c.hints) - 1
	}
}

// limitFor returns the least complexity a unary chain of the base rating
// and sort key given, found from now on, cannot win at: its rating above
// the best's, or equal with a greater complexity, or the same complexity
// and kind, the best found first. A nested search keeps all it finds.
func (c *seChainer) limitFor(base float64, key int) int {
	if c.best < 0 || c.inner {
		return 1 << 30
	}
	b := &c.hints[c.best]
	for n := 1; ; n++ {
		h := chHint{rating: base + seLengthTerm(n), complexity: n, sortKey: key}
		if compareChHints(h, *b) >= 0 {
			return n
		}
	}
}

// forcingFound records the forcing chain to target, of complexity n,
// ending at node dst (-1 when its nodes were not made).
func (c *seChainer) forcingFound(target potential, n int, dst int32, l chLinks) {
	tech, base, key := chainKind(l, false)
	c.targets = append(c.targets, dst)
	c.addHint(chHint{rating: base + seLengthTerm(n), complexity: n, sortKey: key,
		tech: tech, target: target, elim: -1, ends: [2]int32{dst, -1},
		targets: int32(len(c.targets) - 1), ntargets: 1, nullCause: -1})
}

// takeChain makes the step the best deduction found, if any.
func (e *Engine) takeChain() bool {
	c := e.chain
	if len(c.hints) == 0 {
		return false
	}
	best := slices.MinFunc(c.hints, compareChHints)
	e.hint.tech, e.hint.rating = best.tech, best.rating
	switch p := best.target; {
	case best.elim >= 0:
		e.hint.elim = c.elims[best.elim]
	case p.on():
		e.hint.elim[p.cell()] = e.b.cand[p.cell()] &^ p.bit()
		e.hint.cell, e.hint.digit = p.cell(), p.digit()
	default:
		e.hint.elim[p.cell()] = p.bit()
	}
	if e.text {
		e.hint.what = e.describeChain(&best)
		e.hint.name = c.name(best.tech)
	}
	return true
}

// name names a chain technique as SE does: dynamic chains so called,
// nested ones with the level's suffix.
func (c *seChainer) name(t seTech) string {
	name := seTechName[t]
	if c.dynamic && !c.nishio {
		name = "dynamic " + name
	}
	switch c.level {
	case 0:
		return name
	case 1:
		return name + " (+)"
	}
	return name + [5]string{2: " (+ forcing chains)", 3: " (+ multiple forcing chains)", 4: " (+ dynamic forcing chains)"}[min(c.level, 4)]
}
