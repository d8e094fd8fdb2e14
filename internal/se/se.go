package se

import (
	"fmt"
	"math"
	"math/bits"

	"sudoku/internal/board"
)

// The SE rater rates a puzzle on Sudoku Explainer's scale as
// SukakuExplainer's batch rater gives it with its default settings: it
// solves the puzzle one step at a time, each step the first deduction of
// the first technique, in a fixed order, that has one (not the easiest
// deduction of all), and the rating is the hardest step's. Each technique
// has its rating, some with terms for size or kind, and the chains add a
// term for their length. Nothing is placed without a step of its own, so
// even a single is a step, rated 1.0 to 2.3.
//
// The techniques, in the order tried (seProducers), are those of
// SukakuExplainer's default set; each family is in a file of its own:
// basic.go (singles, intersections, subsets, fish), links.go
// (strong-link patterns), wings.go (XY to TUVWXYZ), unique.go (unique
// rectangles and loops, BUG), exclusion.go (aligned exclusion) and the
// chains: chain.go (potentials and their implications), chainstatic.go
// (those of a search that changes no candidate), chainsearch.go (the
// searches), chainhints.go (forcing chains and cycles, and the ratings),
// multichain.go (Nishio, multiple and dynamic chains) and nest.go (nested
// chains, levels 1 to 4). Names and the text of -explain are in names.go
// and text.go; package dig makes puzzles of a rating. A puzzle none of
// them finishes is rated 20.0, as SE rates it.

// An seBoard is a puzzle being rated: each cell's value or candidates,
// and what the techniques read from them, kept up to date as steps are
// taken.
type seBoard struct {
	cand  [81]uint16 // bits 1–9; 0 for a placed cell
	val   board.Grid
	pos   [27][10]uint16 // the places, bit j for houseCells[h][j], of each digit
	empty [27]uint8      // the open cells of each house
	lone  [27]uint16     // the digits of one place in each house
	count [10]uint8      // the cells placed with each digit
	gen   int            // counts the boards, told apart by it
	born  int            // gen when the puzzle was set
	// changed holds the gen at which each cell last lost candidates
	// (nothingSince).
	changed [81]int
	cells   [10]board.CellSet // the open cells with each candidate
	open    int
}

// An seHint is a step found: what it removes and places and its rating.
type seHint struct {
	rating float64 // as SE computes it, sums of doubles included
	tech   seTech
	cell   int // the cell it places, or -1
	digit  int
	elim   [81]uint16
	what   string // what it saw, for -explain
	name   string // the technique's name, when more than seTechName says
}

// seProducers are the techniques in the order tried. Each looks for a
// step and, if it finds one, describes it in e.hint and reports true.
var seProducers = []func(e *Engine) bool{
	(*Engine).hiddenSingle,
	func(e *Engine) bool { return e.locking(true) },
	func(e *Engine) bool { return e.hiddenSet(2, true) },
	(*Engine).nakedSingle,
	func(e *Engine) bool { return e.hiddenSet(3, true) },
	func(e *Engine) bool { return e.locking(false) },
	func(e *Engine) bool { return e.nakedSet(2) },
	func(e *Engine) bool { return e.fish(2) },
	func(e *Engine) bool { return e.hiddenSet(2, false) },
	func(e *Engine) bool { return e.nakedSet(3) },
	func(e *Engine) bool { return e.fish(3) },
	func(e *Engine) bool { return e.hiddenSet(3, false) },
	func(e *Engine) bool { return e.strongLinks(2) },
	func(e *Engine) bool { return e.xyWing(false) },
	func(e *Engine) bool { return e.xyWing(true) },
	(*Engine).uniqueLoops,
	func(e *Engine) bool { return e.nakedSet(4) },
	func(e *Engine) bool { return e.fish(4) },
	func(e *Engine) bool { return e.hiddenSet(4, false) },
	func(e *Engine) bool { return e.strongLinks(3) },
	(*Engine).wxyzWing,
	(*Engine).bug,
	func(e *Engine) bool { return e.strongLinks(4) },
	(*Engine).vwxyzWing,
	(*Engine).alignedPairExclusion,
	(*Engine).uvwxyzWing,
	(*Engine).forcingChainsAndCycles,
	(*Engine).tuvwxyzWing,
	(*Engine).alignedTripletExclusion,
	func(e *Engine) bool { return e.multipleChains(seNishio) },
	func(e *Engine) bool { return e.multipleChains(seMultiple) },
	func(e *Engine) bool { return e.multipleChains(seDynamic) },
	func(e *Engine) bool { return e.multipleChains(seDynamicPlus) },
	func(e *Engine) bool { return e.multipleChains(seNestedChains) },
	func(e *Engine) bool { return e.multipleChains(seNestedMultipleChains) },
	func(e *Engine) bool { return e.multipleChains(seNestedDynamic) },
	func(e *Engine) bool { return e.multipleChains(seNestedDynamic + 1) },
	func(e *Engine) bool { return e.multipleChains(seNestedDynamic + 2) },
	func(e *Engine) bool { return e.multipleChains(seNestedDynamic + 3) },
}

// seBeyond is SE's rating of a puzzle none of its techniques finishes.
const seBeyond = 20.0

// An Engine rates puzzles: the board, the step found and the scratch
// space of the techniques, kept from puzzle to puzzle.
type Engine struct {
	b    seBoard
	hint seHint
	seOptions
	out     []byte    // the steps' lines, when text is set
	chained []int     // the ratings of the steps of chains, in tenths
	collect seCollect // set while the nested chains' rules run
	seScratch
}

// seOptions are how an engine rates.
type seOptions struct {
	text bool // whether to describe the steps
	// stopAbove, if set, ends a rating once a step is rated above it.
	stopAbove float64
	upTo      int // if set, only the first upTo techniques are tried (tests)
	// exhaustive, if set, has the chains go from every assumption, their
	// nested rules look at every step, and the techniques that remember
	// where they found nothing (seFails), and the strong links, look
	// everywhere, where they pass over what is shown to give nothing
	// (tests).
	exhaustive bool
}

// seScratch is the techniques' scratch space, and what they remember
// from step to step.
type seScratch struct {
	wings alsWingSearch
	links slSearch
	loops ulSearch
	chain *seChainer
	nest  *Engine // the engine running the nested chains' rules
	// fishes lists the fish a search tries, each its base lines<<4 and
	// digit; sets the naked or hidden sets of a house it tries
	fishes, sets []uint16
	fails        seFails
}

// seCollect is what an engine running a nested chain's rules is given:
// step receives every step the technique tried finds, rather than its
// first being taken, and the rest are the digits and houses whose
// candidates the chain has changed: a rule's step elsewhere rests on none
// of its removals, and is not wanted. (See seRule.premises for what each
// rule's step rests on.)
type seCollect struct {
	step    func(r *seRule)
	lost    [27]uint16 // by house, the digits that lost places
	changed [27]uint16 // by house, the places that lost candidates
	every   bool       // every step is looked at (the engine's exhaustive)
}

// restsOnNone reports whether a step is collected and rests on none of the
// chain's removals: rest is what of those it may rest on.
func (sc *seCollect) restsOnNone(rest uint16) bool {
	return sc.step != nil && rest == 0 && !sc.every
}

// Most steps change the candidates of a few digits and houses alone, and
// a technique that found nothing for a digit (or a house) finds nothing
// for it again until its candidates change: seFails keeps, for the
// techniques that look at one digit or one house at a time, what each
// had when last searched in vain. While the nested chains collect every
// step, they look instead at the digits and houses the chain changed
// alone (Engine.collect).
type seFails struct {
	locking [2]partFails[board.CellSet] // direct and not, by digit
	fish    [5]partFails[board.CellSet] // n lines, by digit
	hidden  [2][5]partFails[[10]uint16] // direct and not, n digits, by house
	naked   [5]partFails[[10]uint16]    // n cells, by house
	aligned [4]nothingSince             // exclusions of n cells
	// the cells eligible for exclusions of n cells when last searched
	eligible [4]board.CellSet
	xyWings  [2]nothingSince // XY- and XYZ-wings
	wings    [7]nothingSince // the larger wings of k cells
}

// partFails holds, for each part of a technique (a digit, or a house),
// whether it found nothing when last searched, and the part's
// candidates then.
type partFails[K comparable] struct {
	set [27]bool
	key [27]K
}

// known reports whether part k found nothing with candidates key.
func (f *partFails[K]) known(k int, key K) bool { return f.set[k] && f.key[k] == key }

// note records that part k found nothing with candidates key.
func (f *partFails[K]) note(k int, key K) { f.set[k], f.key[k] = true, key }

// skipDigits returns the digits a technique that looks at one digit at a
// time need not look at: those that found nothing with the candidates
// they have, or while collecting for a chain, those it left unchanged;
// none if every one is to be looked at (exhaustive, every).
func (e *Engine) skipDigits(fails *partFails[board.CellSet]) (skip uint16) {
	if e.exhaustive || e.collect.every {
		return 0
	}
	if e.collect.step != nil {
		var changed uint16
		for _, m := range e.collect.lost {
			changed |= m
		}
		return ^changed
	}
	for d := 1; d <= 9; d++ {
		if fails.known(d, e.b.cells[d]) {
			skip |= 1 << d
		}
	}
	return skip
}

// skipHouse reports whether a technique that looks at one house at a time
// need not look at house h: it found nothing with the candidates it has,
// or while collecting for a chain, the chain left it unchanged; never if
// every one is to be looked at (exhaustive, every).
func (e *Engine) skipHouse(fails *partFails[[10]uint16], h int) bool {
	if e.exhaustive || e.collect.every {
		return false
	}
	if e.collect.step != nil {
		return e.collect.changed[h] == 0
	}
	return fails.known(h, e.b.pos[h])
}

// DescribeSteps sets whether rate describes the steps it takes, one line
// each, which Text then returns.
func (e *Engine) DescribeSteps(on bool) { e.text = on }

// Text returns the lines of the steps of the last rating, if
// DescribeSteps was set.
func (e *Engine) Text() []byte { return e.out }

// Position returns where the last rating stopped: the digits placed, and
// the candidates of the open cells.
func (e *Engine) Position() (*board.Grid, *[81]uint16) { return &e.b.val, &e.b.cand }

// StopAbove makes the ratings end once a step is rated above r, the
// rating then being that step's, or, where every technique left is rated
// above r (the chains, each of a least rating, chainFloors), that least
// rating, the step not looked for; 0 rates to the end.
func (e *Engine) StopAbove(r float64) { e.stopAbove = r }

// A Rating is what rating a puzzle found.
type Rating struct {
	ER     float64 // the hardest step's rating
	tech   seTech  // the first technique that reached it
	name   string  // its name in full, if the text was wanted
	Steps  int
	Beyond bool // no technique applied, and the puzzle is not solved
	// Near counts the steps rated ER less 0.5 or more, and Chained those
	// rated 8.5 (dynamic chains) or more: of two puzzles of a rating, the
	// one higher in these is the nearer a harder one, for a search.
	Near, Chained int
}

// init sets the board to puzzle g, the candidates those its givens
// leave.
func (b *seBoard) init(g *board.Grid) {
	b.reset()
	b.val = *g
	m := board.MasksOf(g)
	for i, d := range g {
		if d == 0 {
			b.cand[i] = board.AllDigits &^ (m.Row[i/9] | m.Col[i%9] | m.Box[board.BoxOf(i)])
		}
	}
	b.refresh()
}

// reset empties the board for a new puzzle, a new gen.
func (b *seBoard) reset() { *b = seBoard{gen: b.gen + 1, born: b.gen + 1} }

// A nothingSince is the gen at which a search last found nothing. Most
// patterns rest on the candidates of a few cells, and what they remove
// only shrinks as candidates go: a pattern none of whose cells has
// changed since the search found nothing removes nothing still, and the
// search need look only at those with a cell changed.
type nothingSince int

// changed returns the cells changed since the search found nothing on
// board b, and whether it did on this puzzle (if not, changed is empty
// and the search must look everywhere).
func (f nothingSince) changed(b *seBoard) (cells board.CellSet, since bool) {
	if int(f) < b.born {
		return cells, false
	}
	for i, at := range b.changed {
		if at > int(f) {
			cells.Add(i)
		}
	}
	return cells, true
}

// changedSince returns what f.changed does, but for an exhaustive engine,
// which looks everywhere.
func (e *Engine) changedSince(f *nothingSince) (cells board.CellSet, since bool) {
	if e.exhaustive {
		return cells, false
	}
	return f.changed(&e.b)
}

// note notes whether the search found something on board b, and returns
// found.
func (f *nothingSince) note(b *seBoard, found bool) bool {
	*f = nothingSince(b.gen)
	if found {
		*f = 0
	}
	return found
}

// refresh recomputes what the techniques read from the candidates.
func (b *seBoard) refresh() {
	b.pos = [27][10]uint16{}
	b.empty = [27]uint8{}
	b.count = [10]uint8{}
	b.cells = [10]board.CellSet{}
	for h := range board.HouseCells {
		var once, twice uint16
		for j, i := range board.HouseCells[h] {
			if b.val[i] != 0 {
				continue
			}
			b.empty[h]++
			twice |= once & b.cand[i]
			once |= b.cand[i]
			for c := b.cand[i]; c != 0; c &= c - 1 {
				d := bits.TrailingZeros16(c)
				b.pos[h][d] |= 1 << j
				if h < 9 {
					b.cells[d].Add(int(i))
				}
			}
		}
		b.lone[h] = once &^ twice
	}
	for _, d := range b.val {
		b.count[d]++
	}
	b.open = int(b.count[0])
}

// refreshAt brings the sets up to date after the cells of touched
// changed: their houses' places, and the cells of each digit.
func (b *seBoard) refreshAt(touched board.CellSet) {
	var houses uint32
	for i := range touched.Cells() {
		houses |= board.HouseBits[i]
		c := b.cand[i]
		if b.val[i] != 0 {
			c = 0
		}
		w, bit := i>>6, uint64(1)<<(i&63)
		for d := 1; d <= 9; d++ { // set or cleared without a branch
			b.cells[d][w] = b.cells[d][w]&^bit | bit&-(uint64(c>>d)&1)
		}
	}
	for ; houses != 0; houses &= houses - 1 {
		h := bits.TrailingZeros32(houses)
		b.pos[h], b.empty[h] = [10]uint16{}, 0
		var once, twice uint16
		for j, i := range board.HouseCells[h] {
			if b.val[i] != 0 {
				continue
			}
			b.empty[h]++
			twice |= once & b.cand[i]
			once |= b.cand[i]
			for c := b.cand[i]; c != 0; c &= c - 1 {
				b.pos[h][bits.TrailingZeros16(c)] |= 1 << j
			}
		}
		b.lone[h] = once &^ twice
	}
	b.count = [10]uint8{}
	for _, d := range b.val {
		b.count[d]++
	}
	b.open = int(b.count[0])
}

// place puts digit d in cell i and removes it from the cell's peers.
func (b *seBoard) place(i, d int) {
	b.val[i] = uint8(d)
	b.cand[i] = 0
	for _, p := range board.Peers[i] {
		b.cand[p] &^= 1 << d
	}
}

// Rate rates puzzle g, which has one solution, and when e.text is set
// writes its steps' lines to e.out.
func (e *Engine) Rate(g *board.Grid) Rating {
	e.b.init(g)
	for c := e.chain; c != nil; c = c.nestedIn {
		for _, m := range c.fruitless {
			clear(m)
		}
	}
	e.out = e.out[:0]
	e.chained = e.chained[:0]
	var r Rating
	for e.b.open > 0 {
		if !e.step() {
			r.ER, r.Beyond = math.Max(r.ER, seBeyond), true
			break
		}
		r.Steps++
		if t := Tenths(e.hint.rating); t >= 85 {
			e.chained = append(e.chained, t)
		}
		if e.hint.rating > r.ER {
			r.ER, r.tech, r.name = e.hint.rating, e.hint.tech, e.hint.name
		}
		if e.stopAbove > 0 && Tenths(r.ER) > Tenths(e.stopAbove) {
			break
		}
		if e.text {
			e.out = e.stepText(e.out, r.Steps)
		}
		e.apply()
	}
	r.Chained = len(e.chained)
	for _, t := range e.chained {
		if t >= Tenths(r.ER)-5 {
			r.Near++
		}
	}
	return r
}

// step finds the next step, the first the producers give.
func (e *Engine) step() bool {
	e.hint.cell, e.hint.what, e.hint.name, e.hint.elim = -1, "", "", [81]uint16{}
	producers := seProducers
	if e.upTo > 0 {
		producers = producers[:e.upTo]
	}
	stop := len(producers)
	if e.stopAbove > 0 {
		stop = firstChainProducer
		for stop < len(producers) && chainFloors[stop-firstChainProducer] <= Tenths(e.stopAbove) {
			stop++
		}
	}
	for _, find := range producers[:stop] {
		if find(e) {
			return true
		}
	}
	if stop < len(producers) {
		e.hint.rating, e.hint.tech = float64(chainFloors[stop-firstChainProducer])/10, seCellChains
		return true
	}
	return false
}

// chainFloors are the least ratings, in tenths, of the multiple chains'
// kinds, the last producers from Nishio on: each kind's base, to which a
// chain's length adds (see seChainer.base).
var chainFloors = [...]int{75, 80, 85, 90, 95, 100, 105, 105, 105, 105}

// firstChainProducer is the place of Nishio chains in seProducers.
var firstChainProducer = len(seProducers) - len(chainFloors)

// apply takes the step found: removes its candidates, then places its
// digit if it has one.
func (e *Engine) apply() {
	h := &e.hint
	was := e.b.cand
	for i, m := range h.elim {
		if m != 0 {
			e.b.cand[i] &^= m
			h.elim[i] = 0
		}
	}
	if h.cell >= 0 {
		e.b.place(h.cell, h.digit)
	}
	e.b.gen++
	var touched board.CellSet
	for i, c := range e.b.cand {
		if c != was[i] {
			e.b.changed[i] = e.b.gen
			touched.Add(i)
		}
	}
	e.b.refreshAt(touched)
}

// String returns the rating as SE prints it: 7.2.
func (r Rating) String() string { return seRatingText(r.ER) }

// seRatingText returns a rating as SE prints it, to a tenth.
func seRatingText(r float64) string {
	t := Tenths(r)
	return fmt.Sprintf("%d.%d", t/10, t%10)
}

// Hardest names the technique that first reached the rating, or none.
func (r Rating) Hardest() string {
	switch {
	case r.Beyond:
		return "beyond SE's techniques"
	case r.Steps == 0:
		return "none"
	case r.name != "":
		return r.name
	}
	return seTechName[r.tech]
}

// Tenths returns a rating as SE prints it, in tenths: it adds 0.05 and
// truncates, so 7.2999 is 7.3.
func Tenths(r float64) int {
	return int((r + 0.05) * 10)
}

// seHouse returns the house of SE's region k of type t: 0 a box, 1 a
// row, 2 a column.
func seHouse(t, k int) int {
	return seHouseFirst[t] + k
}

// seHouseFirst is the first house of each of SE's region types.
var seHouseFirst = [3]int{18, 0, 9}

// seTypeOf is, for each of SE's region types, the place in a cell's
// board.CellHouses of its house of the type.
var seTypeOf = [3]int{2, 0, 1}
