package dig

import (
	"math/bits"

	"sudoku/internal/board"
)

// Puzzles of a level are dug with the level's techniques. The cells are
// visited in a random order, a whole orbit at a time under -sym, and each
// is blanked if the techniques of the puzzle's level so far still solve
// the puzzle; if they do not, the techniques of the next level up to the
// one asked for are tried, and for level 3 the solver, which keeps the
// blank if the solution stays unique. The level can only grow as cells
// are blanked, and the dig stops when it reaches the one asked for: a
// third of the digs get there, near the end, and the others are dug again
// in a new order. For level 2, a blank that goes too far can be exchanged
// for one made before (see giveBack). Most blanks are decided without the
// techniques: the givens force a cell (see digger.forced), or blanking it
// leaves blank every cell of a set the solution's digits could be swapped
// around in (see findSets), which gives the puzzle a second solution.
//
// A puzzle of the level with more blanks than asked for gets some back:
// cells that the techniques of the levels below place before they are
// stuck can be given without making the puzzle easier, for those
// techniques are stuck at the same place.

// The blanks puzzles can have, as TestLevelBlanks measured them
// (MEASURE_BLANKS=1 go test -run LevelBlanks -v: 2000 digs for each
// kind of puzzle without -r, 400 for each number of blanks with it). A
// range of blanks costs about as much as the same kind without -r when
// each number in it is made by half the digs that make the kind or more;
// the test checks a range against that share less twice the spread of a
// count of 400 digs, which is what it can tell from half.

// levelBlanks is the blanks -m makes with -r, by symmetry and level. Level
// 2 without symmetry is made by 61% of the digs, and with 39 to 56 blanks by
// 40% to 64%; level 3 by 39%, and with 33 to 56 blanks by 22% to 40%.
// Under a symmetry fewer digs make a level, and with the fewer orbits fewer
// numbers of blanks come close: under rot90, 9.7% make level 2, and only
// with 49 blanks do -r digs come near half of that, 4.5% (18 of 400).
// Over 16,000 digs with 49 blanks and 8,000 without, the share is 0.477
// of that without -r, as it was when exchanges stopped after one pass of
// the techniques (see exchangeBy's closure) and 8.4% of digs made level
// 2: -r 49 costs 2.1 times as much as no -r.
var levelBlanks = [nSymmetries][4][2]int{
	symNone:   {{}, {1, 56}, {39, 56}, {33, 56}},
	symRot180: {{}, {1, 54}, {48, 51}, {46, 53}},
	symRot90:  {{}, {1, 49}, {49, 49}, {48, 48}},
	symMirror: {{}, {1, 52}, {41, 52}, {40, 52}},
	symFlip:   {{}, {1, 52}, {45, 52}, {40, 53}},
	symDiag:   {{}, {1, 53}, {45, 53}, {42, 54}},
}

// uniqueBlanks is the most blanks -u makes, by symmetry: the most made by
// a fifth of the digs or more, as 58 blanks are without symmetry.
var uniqueBlanks = [nSymmetries]int{58, 55, 53, 54, 54, 55}

// minimalBlanks is the blanks -minimal makes with -r, by symmetry: those of
// 1% of minimal puzzles or more. Without symmetry, a minimal puzzle has 53
// to 60 blanks, 54 to 59 for all but 0.5%.
var minimalBlanks = [nSymmetries][2]int{{54, 59}, {49, 57}, {45, 53}, {49, 57}, {50, 57}, {51, 57}}

// A levelDigger is what a digger keeps to dig puzzles of a level.
type levelDigger struct {
	key   key
	work  deducer
	level int // the level the puzzle needs so far
	// The unavoidable sets of the solution, and those of each cell.
	sets   [192][3]uint32
	nsets  int
	setsOf [81][12]uint8
	nsetOf [81]uint8
	fails  int // blanks of the dig the solver turned down
	// Where the singles were stuck with the orbit being judged blank, and
	// the second solution the solver found, for giveBack.
	stuck deducer
	other board.Grid
	// For giveBack, the open cells where the techniques of level 2 were
	// stuck with an orbit given that did not help, and the cells of the
	// orbits whose singles placed the blank judged.
	stuckOpens  [32][3]uint32
	nstuckOpens int
	placing     [32][3]uint32
	nplacing    int
	// Orbits kept given though blanking them would leave the solution
	// unique, for -minimal to try again at the end.
	kept  [81]uint8
	nkept int
}

// nextLevel returns a new puzzle of the digger's level; see next.
func (d *digger) nextLevel() board.Grid {
	k := 0 // the blanks wanted, or 0 for as many as the dig makes
	if d.spec.hi > 0 && !d.spec.minimal {
		k = d.drawBlanks()
	}
	for try := range maxTries {
		if d.tryLevel(try, k) {
			return d.g
		}
	}
	d.err = d.giveUp()
	return board.Grid{}
}

// tryLevel makes dig number try of a level puzzle with k blanks, or as many
// as the dig makes if k is 0, on a new grid every few digs and otherwise in
// a new order, and reports whether it made one.
func (d *digger) tryLevel(try, k int) bool {
	if try%d.digsPerGrid() == 0 {
		d.start()
		d.findSets()
	} else {
		d.reorder()
	}
	return d.digLevel(k)
}

// drawBlanks returns a number of blanks from the spec's range at random,
// one that the orbits of the symmetry can make.
func (d *digger) drawBlanks() int {
	all := sizes(d.orbits)
	var fit [82]uint8
	n := 0
	for k := d.spec.lo; k <= d.spec.hi; k++ {
		if reachable(k, all) {
			fit[n] = uint8(k)
			n++
		}
	}
	return int(fit[d.rng.IntN(n)])
}

// digLevel digs a puzzle as the spec asks, with k blanks if k is not 0,
// and reports whether it could.
func (d *digger) digLevel(k int) bool {
	want := d.spec.level
	d.level = 1
	d.nkept = 0
	d.fails = 0
	var left [5]int // the orbits not yet tried, by size, when k is set
	if k > 0 {
		left = sizes(d.orbits)
	}
	for _, x := range d.order[:len(d.orbits)] {
		o := &d.orbits[x]
		left[o.n]--
		if d.reached() && !d.spec.minimal {
			if k == 0 && want > 1 || k > 0 && d.blanks >= k {
				break // the level is reached, or the blanks
			}
			if k > 0 && (d.blanks+o.n > k || !reachable(k-d.blanks-o.n, left)) {
				continue // the blanks could not come out at k
			}
		}
		early := d.blanks < swapFirst // see swapFirst
		if !early && d.swappable(o, d.blankWith(o)) {
			continue // blanking o would give the puzzle a second solution
		}
		if !d.blankOrbit(o) {
			d.keep(x)
			continue
		}
		level := d.judge(o, early)
		if level > 0 && (want == 0 || level <= want) {
			d.level = level
			continue
		}
		d.restoreOrbit(o)
		if level > 0 {
			d.keep(x)
		}
	}
	switch {
	case !d.reached():
		return false
	case d.spec.minimal:
		return d.isMinimal() && (d.spec.hi == 0 || d.spec.lo <= d.blanks && d.blanks <= d.spec.hi)
	case k > 0 && d.blanks > k:
		return d.fillBack(k)
	}
	return k == 0 || d.blanks == k
}

// reached reports whether the puzzle has the level asked for; a puzzle
// that only needs a unique solution always has.
func (d *digger) reached() bool {
	return d.spec.level == 0 || d.level == d.spec.level
}

// keep notes orbit x, kept given, for isMinimal to try again.
func (d *digger) keep(x uint8) {
	if d.spec.minimal {
		d.kept[d.nkept] = x
		d.nkept++
	}
}

// judge returns the level the puzzle needs with orbit o blanked, at least
// its level so far; 3 if only the solver finds the solution unique; and 0
// if it is not unique, or, when the spec's level is 1 or 2 and the puzzle
// need not be minimal, if the techniques of that level do not solve it.
// The cheap checks come first: the givens, the unavoidable sets and the
// singles decide most orbits. Of the others, nine in ten have a second
// solution, which the solver, taking over from the singles, finds sooner
// than the techniques of level 2 give up. Late in a dig most blanks that
// get that far make a second solution, and the solver, when it is needed,
// asked before the singles saves their work on those. The sets are
// checked here if early, and otherwise were before o was blanked (see
// swapFirst).
func (d *digger) judge(o *orbit, early bool) int {
	if d.forcedOrbit(o) {
		return d.level
	}
	if early && d.swappable(o, d.blank) {
		return 0
	}
	needsSolver := d.spec.level == 3 || d.spec.level == 0 || d.spec.minimal
	late := needsSolver && d.fails >= lateFails
	d.work.startSeen(&d.key, &d.blank, d.seeAll(), o.cells[:o.n])
	if late && !d.uniqueOrbit(o, nil) {
		return 0
	}
	if d.work.run(1) != 0 {
		return d.level
	}
	if !needsSolver && d.spec.level == 1 {
		return 0
	}
	// Below level 2 the puzzle was solved by the singles, and a blank
	// that goes too far may be exchanged for another (see giveBack).
	exchange := !needsSolver && d.level == 1 && board.CellCount(&d.work.open) >= exchangeBy[d.spec.sym].minOpen
	var other *board.Grid
	if exchange {
		d.stuck = d.work
		other = &d.other
	}
	if !late && !d.uniqueOrbit(o, other) {
		d.fails++
		if exchange && d.giveBack(o, other) {
			return 2
		}
		return 0
	}
	if d.level < 3 && d.spec.level != 0 && d.work.run(2) != 0 {
		return 2
	}
	if !needsSolver {
		if exchange && d.giveBack(o, nil) {
			return 2
		}
		return 0
	}
	return 3
}

// giveBack looks, for a blank orbit o that the singles do not place and
// that leaves the puzzle with a second solution, other if not nil, or in
// need of more than level 2, for another blank orbit to give back in
// exchange so that the puzzle needs level 2, and reports whether it found
// one, which it gives back. Most blanks of a dig for level 2 that the
// singles do not place go too far, and two digs in three used to end at
// a puzzle of level 1 with no blank left to make.
//
// The puzzle with o given was solved by the singles. With o blank and h
// given, the singles carry on from where they were stuck with o blank;
// if they do not place o but the techniques of level 2 then do, the
// puzzle needs level 2 exactly, and its solution is unique: the
// techniques only place the solution's digits, and with o placed the
// singles solve the rest. An orbit is worth trying only if a cell of it
// is open where the singles were stuck, and, with a second solution, has
// another digit there. The orbits worth it are tried in the dig's order,
// or those with the fewest cells open where the singles were stuck first
// (see exchangeBy), up to a number, each with one pass of the techniques
// of level 2, three exchanges in four that work needing only that one, or
// with all they can do (see exchangeBy's closure).
func (d *digger) giveBack(o *orbit, other *board.Grid) bool {
	how := &exchangeBy[d.spec.sym]
	if how.closure {
		return d.giveBackClosed(o, other)
	}
	tries, found := 0, -1
	d.nstuckOpens, d.nplacing = 0, 0
	d.eachWorth(o, other, func(x, _ uint8) bool {
		if tries++; tries > how.tries {
			return true
		}
		if d.exchanges(&d.orbits[x]) {
			found = int(x)
		}
		return found >= 0
	})
	if found < 0 {
		return false
	}
	d.restoreOrbit(&d.orbits[found])
	return true
}

// eachWorth calls try on each orbit worth giving back for the blank orbit
// o (see worthGiving), with how many of its cells were open where the
// singles were stuck, in giveBack's order, until try returns true.
func (d *digger) eachWorth(o *orbit, other *board.Grid, try func(x, open uint8) bool) {
	// The orbits worth trying with more than one cell open where the
	// singles were stuck, by how many, for after those with one, when
	// those with fewer go first.
	var later [5][81]uint8
	var nlater [5]int
	fewestFirst := exchangeBy[d.spec.sym].fewestOpenFirst
	for _, x := range d.order[:len(d.orbits)] {
		h := &d.orbits[x]
		if h == o {
			continue
		}
		switch n := d.worthGiving(h, other); {
		case n == 0:
		case n == 1 || !fewestFirst:
			if try(x, uint8(n)) {
				return
			}
		default:
			later[n][nlater[n]] = x
			nlater[n]++
		}
	}
	for n := 2; n <= 4; n++ {
		for _, x := range later[n][:nlater[n]] {
			if try(x, uint8(n)) {
				return
			}
		}
	}
}

// giveBackClosed is giveBack for exchanges with closure, where the orbits
// can be tried in any order: whether one works does not depend on the
// others, and what the tries before it found only rules out orbits that
// do not work (see exchanges). The one given back is still the first
// that works in giveBack's order, the others before it having been tried,
// and the puzzles are the same. Most blanks find none, and every orbit
// worth it is tried; those with the most cells open where the singles
// were stuck go first, for where the techniques are then stuck rules out
// more of the others: under rot90, 13,325 tries of 66,337 are ruled out
// where 9,725 of 63,629 were in giveBack's order, and -m 2 -sym rot90
// takes 2.2%, 2.2% and 2.3% fewer instructions on seeds 1, 2 and 3.
func (d *digger) giveBackClosed(o *orbit, other *board.Grid) bool {
	how := &exchangeBy[d.spec.sym]
	// The orbits worth trying in giveBack's order, and how many of their
	// cells are open where the singles were stuck.
	var list, open [81]uint8
	n := 0
	d.eachWorth(o, other, func(x, k uint8) bool {
		list[n], open[n] = x, k
		n++
		return n == how.tries
	})
	d.nstuckOpens, d.nplacing = 0, 0
	first := n // the first in list that works
	for k := 4; k >= 1; k-- {
		for i := 0; i < first; i++ {
			if int(open[i]) == k && d.exchanges(&d.orbits[list[i]]) {
				first = i
			}
		}
	}
	if first == n {
		return false
	}
	d.restoreOrbit(&d.orbits[list[first]])
	return true
}

// exchanges reports whether giving the blank orbit h back would make the
// puzzle need level 2, as giveBack says; its caller gives back the one it
// chooses.
//
// What the techniques reach from where the singles were stuck only grows
// with the cells given there, and does not depend on the order they work
// in. So an orbit that did not help, whose giving left the techniques of
// level 2 stuck with no pass of theirs to make, rules out every orbit
// whose cells they had placed there; and once the singles have placed
// the cells of an orbit whose giving let the singles place the blank
// judged, they will place it too, and the orbit being tried is such an
// orbit for the tries after it. The orbits found are the same, with 7%
// fewer instructions for -m 2 -sym rot90 and 5% fewer for -m 2 (and see
// exchangeBy's pastRound).
func (d *digger) exchanges(h *orbit) bool {
	var seeds [3]uint32 // h's cells open where the singles were stuck
	for _, c := range h.cells[:h.n] {
		if !d.stuck.placed(int(c)) {
			seeds[c/27] |= 1 << (c % 27)
		}
	}
	for _, f := range d.stuckOpens[:d.nstuckOpens] {
		if seeds[0]&f[0]|seeds[1]&f[1]|seeds[2]&f[2] == 0 {
			return false
		}
	}
	w := &d.work
	*w = d.stuck
	for b := range 3 {
		w.open[b] &^= seeds[b]
	}
	places := false // the singles will place the blank judged
	for !places && !w.done() && w.singles() {
		for _, z := range d.placing[:d.nplacing] {
			if z[0]&w.open[0]|z[1]&w.open[1]|z[2]&w.open[2] == 0 {
				places = true
				break
			}
		}
	}
	if places || w.done() {
		if d.nplacing < len(d.placing) {
			d.placing[d.nplacing] = seeds
			d.nplacing++
		}
		return false
	}
	closure := exchangeBy[d.spec.sym].closure
	if closure && !w.closurePass() || !closure && !w.pairsAndLines() {
		if d.nstuckOpens < len(d.stuckOpens) {
			d.stuckOpens[d.nstuckOpens] = w.open
			d.nstuckOpens++
		}
		return false
	}
	level := 1
	if exchangeBy[d.spec.sym].closure {
		level = 2
	}
	if w.run(level) != 0 {
		return true
	}
	if exchangeBy[d.spec.sym].pastRound && d.nstuckOpens < len(d.stuckOpens) {
		d.stuckOpens[d.nstuckOpens] = w.open
		d.nstuckOpens++
	}
	return false
}

// exchangeBy is how giveBack looks for an exchange, by symmetry:
//   - tries: how many orbits it tries for one blank. With 4, -m 2 takes 25%
//     less time than with none and as little as with 1 to 8 or all. Under
//     rot90, where a dig makes a puzzle far less often, trying them all
//     where the singles were stuck with minOpen cells open or more takes
//     14% less time than trying 4 for every blank.
//   - minOpen: the fewest cells open where the singles were stuck for it to
//     look at all; with fewer, few exchanges work. Under rot90, in the digs
//     of 1000 puzzles, each orbit worth it tried, 0 of 65,675 tries worked
//     where the singles were stuck with fewer than 20 cells open, 1 in 490
//     with 20 to 35, 1 in 115 with 36 or more; without symmetry 2 of 26,974
//     with fewer than 20, 1 in 124 with 20 to 35, 1 in 42 with 36 or more.
//   - fewestOpenFirst: whether the orbits with the fewest cells open where
//     the singles were stuck go first, for an orbit with fewer leaves the
//     singles stuck more often. With four tries, 25% more blanks under
//     rot90 find an exchange than in the dig's order alone. Under rot180
//     and mirror that order takes 5% less time too, but narrows the blanks
//     -r makes at the cost of no -r (see levelBlanks) from 48~51 to 51~51
//     under rot180, 41~52 to 45~52 under mirror, so they keep the dig's.
//   - pastRound: whether an orbit whose giving left the one pass of the
//     techniques of level 2 and the singles after it short of the blank
//     judged rules out, as one that left them stuck does, the orbits
//     whose cells they had placed. The pass is not all level 2 can do,
//     so that may rule out an exchange that works: under rot90, before
//     closure, of 1000 puzzles of each of seeds 1, 2 and 3, it changed 0,
//     1 and 1, and saved 1.9%, 1.8% and 1.7% of the instructions of -m 2
//     -sym rot90; without symmetry it saves 2.7% of -m 2's but changes
//     more puzzles. With closure the techniques are stuck, and it rules
//     out no exchange that works.
//   - closure: whether a try goes on with the techniques of level 2 and
//     the singles until they place the blank judged or are stuck, rather
//     than after one pass. Under rot90 9.6% of digs then make a puzzle
//     where 8.3% did (8000 digs), and -m 2 -sym rot90 takes 2.6%, 6.2%
//     and 3.1% fewer instructions on seeds 1, 2 and 3, the techniques
//     looking again only where the candidates changed (see
//     pairsAndLines). It changes the puzzles; the other symmetries keep
//     one pass, and their puzzles.
var exchangeBy = [nSymmetries]struct {
	tries           int
	minOpen         int
	fewestOpenFirst bool
	pastRound       bool
	closure         bool
}{
	symNone:   {tries: 4},
	symRot180: {tries: 4},
	symRot90:  {tries: 81, minOpen: 36, fewestOpenFirst: true, pastRound: true, closure: true},
	symMirror: {tries: 4},
	symFlip:   {tries: 4},
	symDiag:   {tries: 4},
}

// worthGiving returns, if the orbit h is blank, and has a cell open where
// the singles were stuck and, if other is not nil, with another digit
// there, how many of its cells are open there; and otherwise 0.
func (d *digger) worthGiving(h *orbit, other *board.Grid) int {
	worth := false
	n := 0
	for _, c := range h.cells[:h.n] {
		if d.g[c] != 0 {
			return 0
		}
		if !d.stuck.placed(int(c)) {
			n++
			if other == nil || other[c] != d.sol[c] {
				worth = true
			}
		}
	}
	if !worth {
		return 0
	}
	return n
}

// lateFails is how many blanks of a dig the solver turns down before the
// dig is late: with 4, asking the solver first saves 4% of the work of -m
// 3; for -m 2, which does not need the solver, it would cost more.
const lateFails = 4

// forcedOrbit reports whether the givens force every cell of the blank
// orbit o.
func (d *digger) forcedOrbit(o *orbit) bool {
	for _, c := range o.cells[:o.n] {
		if !d.forced(int(c)) {
			return false
		}
	}
	return true
}

// uniqueOrbit reports whether the puzzle, which had one solution before
// orbit o was blanked, still has only that one: any other differs from it
// in a cell of o. If not, it writes another to other unless that is nil.
// The deducer must be working on the puzzle.
func (d *digger) uniqueOrbit(o *orbit, other *board.Grid) bool {
	for _, c := range o.cells[:o.n] {
		d.solves++
		if !d.work.placed(int(c)) && d.work.otherSolution(int(c), other) {
			return false
		}
	}
	return true
}

// isMinimal reports whether no orbit kept given can be blanked, even one
// that would empty a house, with the solution staying unique; the others
// were found to make a second solution as they were tried, and fewer
// givens leave at least as many solutions.
func (d *digger) isMinimal() bool {
	for _, x := range d.kept[:d.nkept] {
		o := &d.orbits[x]
		g := d.g
		for _, c := range o.cells[:o.n] {
			g[c] = 0
		}
		unique := true
		for _, c := range o.cells[:o.n] {
			d.solves++
			if board.SolveExcept(&g, int(c), d.sol[c]) {
				unique = false
				break
			}
		}
		if unique {
			return false
		}
	}
	return true
}

// fillBack gives back blank orbits until the puzzle has k blanks, taking
// those the techniques of the levels below place before they are stuck,
// and reports whether there were enough.
func (d *digger) fillBack(k int) bool {
	d.work.startSeen(&d.key, &d.blank, d.seeAll(), nil)
	d.work.run(d.spec.level - 1)
	var n [5]int // the orbits that can be given back, by size
	back := func(o *orbit) bool {
		for _, c := range o.cells[:o.n] {
			if d.g[c] != 0 || !d.work.placed(int(c)) {
				return false
			}
		}
		return true
	}
	for _, o := range d.orbits {
		if back(&o) {
			n[o.n]++
		}
	}
	for _, x := range d.order[:len(d.orbits)] {
		o := &d.orbits[x]
		if d.blanks == k {
			break
		}
		if !back(o) {
			continue
		}
		n[o.n]--
		if need := d.blanks - k; o.n <= need && reachable(need-o.n, n) {
			d.restoreOrbit(o)
		}
	}
	return d.blanks == k
}

// swappable reports whether the blank cells b, orbit o's among them, hold
// every cell of an unavoidable set of the solution with a cell in o.
func (d *digger) swappable(o *orbit, b [3]uint32) bool {
	for _, c := range o.cells[:o.n] {
		for _, s := range d.setsOf[c][:d.nsetOf[c]] {
			if set := &d.sets[s]; set[0]&^b[0]|set[1]&^b[1]|set[2]&^b[2] == 0 {
				return true
			}
		}
	}
	return false
}

// blankWith returns the blank cells with those of orbit o.
func (d *digger) blankWith(o *orbit) [3]uint32 {
	b := d.blank
	for _, c := range o.cells[:o.n] {
		p := &board.Places[c]
		b[p.Band] |= p.Bit
	}
	return b
}

// findSets lists unavoidable sets of the solution: sets of cells whose
// digits can be rearranged among themselves leaving a valid grid, so
// that a puzzle with all of them blank has a second solution. Two kinds
// are cheap to find: two digits swapped where they form a closed loop
// through rows, columns and boxes (the deadly rectangles among them), and
// the digits of two lines of a band or stack turned along a cycle of
// their columns or rows. They settle about half the blanks that would
// otherwise need the solver; the small ones do.
func (d *digger) findSets() {
	d.nsets = 0
	d.nsetOf = [81]uint8{}
	h := &d.key.home
	// For each digit, the rows of its cells in each column and box, and
	// the column and box of its cell in each row.
	var rowIn [10][18]uint8
	var colBox [10][9][2]uint8
	for v := 1; v <= 9; v++ {
		for r := range 9 {
			i := h[r][v]
			c, x := i%9, uint8(board.BoxOf(int(i)))
			rowIn[v][c], rowIn[v][9+x] = uint8(r), uint8(r)
			colBox[v][r] = [2]uint8{c, 9 + x}
		}
	}
	for a := 1; a <= 9; a++ {
		for b := a + 1; b <= 9; b++ {
			var ab, ba [9]uint16 // the rows of the other digit's cells in the houses of each row's cell
			for r := range 9 {
				ca, cb := colBox[a][r], colBox[b][r]
				ab[r] = 1<<r | 1<<rowIn[b][ca[0]] | 1<<rowIn[b][ca[1]]
				ba[r] = 1<<r | 1<<rowIn[a][cb[0]] | 1<<rowIn[a][cb[1]]
			}
			var done uint16 // the rows of a's cells in a set found
			for r := range 9 {
				if done>>r&1 != 0 {
					continue
				}
				// Grow the rows of a's and b's cells in the set until each
				// of its cells has the other digit's cell of each of its
				// houses in it too.
				ra, rb := uint16(1)<<r, uint16(0)
				for bits.OnesCount16(ra)+bits.OnesCount16(rb) <= maxSet {
					na, nb := ra, rb
					for m := ra; m != 0; m &= m - 1 {
						nb |= ab[bits.TrailingZeros16(m)]
					}
					for m := rb; m != 0; m &= m - 1 {
						na |= ba[bits.TrailingZeros16(m)]
					}
					if na == ra && nb == rb {
						break
					}
					ra, rb = na, nb
				}
				done |= ra
				if bits.OnesCount16(ra)+bits.OnesCount16(rb) > maxSet {
					continue
				}
				var set [3]uint32
				for m := ra; m != 0; m &= m - 1 {
					addCell(&set, h[bits.TrailingZeros16(m)][a])
				}
				for m := rb; m != 0; m &= m - 1 {
					addCell(&set, h[bits.TrailingZeros16(m)][b])
				}
				d.addSet(&set)
			}
		}
	}
	for dir := range 2 {
		for l1 := range 9 {
			var at [10]int // where each digit is on line l1
			for j := range 9 {
				at[d.sol[board.LineCell(dir, l1, j)]] = j
			}
			for l2 := l1 + 1; l2 < l1/3*3+3; l2++ {
				var seen uint16
				for j := range 9 {
					var set [3]uint32
					n := 0
					for c := j; seen>>c&1 == 0; c = at[d.sol[board.LineCell(dir, l2, c)]] {
						seen |= 1 << c
						addCell(&set, board.LineCell(dir, l1, c))
						addCell(&set, board.LineCell(dir, l2, c))
						n++
					}
					if n > 2 && 2*n <= maxSet { // two are a rectangle, found above
						d.addSet(&set)
					}
				}
			}
		}
	}
}

// maxSet is the most cells of an unavoidable set findSets lists: sets of
// 4, 6 and 8 cells settle 97% of the blanks the sets settle, and fewer
// sets are quicker to check.
const maxSet = 10

// addCell adds cell i to set.
func addCell(set *[3]uint32, i uint8) { set[i/27] |= 1 << (i % 27) }

// addSet lists set among the unavoidable sets, and among those of each of
// its cells while there is room.
func (d *digger) addSet(set *[3]uint32) {
	if d.nsets == len(d.sets) {
		return
	}
	s := uint8(d.nsets)
	d.sets[s] = *set
	d.nsets++
	for b, m := range set {
		for ; m != 0; m &= m - 1 {
			i := 27*b + bits.TrailingZeros32(m)
			if n := d.nsetOf[i]; int(n) < len(d.setsOf[i]) {
				d.setsOf[i][n] = s
				d.nsetOf[i]++
			}
		}
	}
}

// swapFirst is how many blanks a dig has made before the unavoidable sets
// are checked ahead of the givens, and before the orbit is blanked: early
// in a dig most orbits are forced, and an orbit that leaves a set blank,
// never forced, is rare; late, it is the other way round. Under rot90,
// with 36, -m 2 takes 1.8% fewer instructions than with the sets checked
// after the givens throughout, and 2.2% fewer than with them first
// throughout; -m 2 without symmetry takes as many as either way, and
// under rot180 and mirror 0.3% to 0.5% fewer.
const swapFirst = 36
