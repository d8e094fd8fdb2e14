package dig

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"sudoku/internal/board"
	"sudoku/internal/output"
	"sudoku/internal/parallel"
	"sudoku/internal/rate"
	"sudoku/internal/se"
)

// Puzzles are dug out of random solved grids: the cells are visited in a
// random order and each is blanked if the puzzle keeps the property asked
// for (a unique solution, or being solved by the techniques of a level),
// and given back otherwise. No house (row, column or box) is ever left
// without a given.
//
// Most blanks need no solver to keep a solution unique: a puzzle with one
// solution keeps it when the cell blanked is forced by the givens left,
// which a naked or hidden single on the givens, or singles carried through
// the board, show in a fraction of a solver's time; and it loses it when a
// deadly rectangle of the solution is left all blank. The solver, asked for
// up to two solutions, is called only when those fail; the puzzles are the
// same as if it were called for every cell.

// The bounds of -r: the blanks a puzzle may have.
const (
	minBlanks = 1
	// maxBlanks leaves nine givens, one in each row, column and box.
	maxBlanks = 72
	// maxUniqueBlanks is the most blanks -u makes in reasonable time:
	// digging at random stops at 56 to 58 blanks for most grids, and only
	// one in five gives 58, one in thirty 59, one in four hundred 60.
	maxUniqueBlanks = 58
)

// MaxPuzzles is the most puzzles one run makes.
const MaxPuzzles = 1_000_000_000

// A Spec says what puzzles to make: of a level, 1 to 3, or with
// blanks from lo to hi, with a unique solution if unique is set. A level
// takes a range too, lo and hi being 0 when none was asked for. The givens
// are symmetric under sym, and minimal if asked: no orbit of givens can go
// without the solution losing its uniqueness.
type Spec struct {
	level      int
	lo, hi     int
	unique     bool
	sym        symmetry
	minimal    bool
	seLo, seHi int // the SE ratings asked for, in tenths, or 0
	// The making of -se's puzzles fails past deadline, set limit seconds
	// from its start, and counts what it does in progress.
	deadline time.Time
	limit    int
	progress *Search
}

// parseBlanks reads the -r range LO~HI, or a single number.
func parseBlanks(s string, unique bool) (lo, hi int, err error) {
	los, his, ok := strings.Cut(s, "~")
	if !ok {
		his = los
	}
	lo, err1 := strconv.Atoi(los)
	hi, err2 := strconv.Atoi(his)
	top := maxBlanks
	if unique {
		top = maxUniqueBlanks
	}
	if err1 != nil || err2 != nil || lo < minBlanks || lo > hi || hi > top {
		return 0, 0, fmt.Errorf("-r %s: want LO~HI blanks, %d ≤ LO ≤ HI ≤ %d (%d without -u)",
			s, minBlanks, maxUniqueBlanks, maxBlanks)
	}
	return lo, hi, nil
}

// NewSpec returns the spec of -n's flags: -m level, -r blanks if
// ranged, -u, -sym and -minimal. A range of blanks that the kind of puzzle
// asked for cannot have (see canHave) is a usage error, and one it can in
// part is cut to that part.
func NewSpec(level int, blanks string, ranged, unique bool, symName string, minimal bool) (Spec, error) {
	sym, err := parseSym(symName)
	if err != nil {
		return Spec{}, err
	}
	spec := Spec{level: level, unique: unique, sym: sym, minimal: minimal}
	if (level > 0 || minimal) && !ranged {
		return spec, nil
	}
	if spec.lo, spec.hi, err = parseBlanks(blanks, unique && !minimal); err != nil {
		return spec, err
	}
	lo, hi, flags := spec.canHave()
	if spec.hi < lo || spec.lo > hi {
		span := fmt.Sprintf("%d~%d", lo, hi)
		if lo == hi {
			span = fmt.Sprint(lo)
		}
		return spec, fmt.Errorf("-r %s: %s makes puzzles with %s blanks", blanks, flags, span)
	}
	spec.lo, spec.hi = max(spec.lo, lo), min(spec.hi, hi)
	for k := spec.lo; k <= spec.hi; k++ {
		if reachable(k, sizes(orbits[sym])) {
			return spec, nil
		}
	}
	return spec, fmt.Errorf("-r %s: -sym %s blanks four cells at a time, and the centre alone: want 4k or 4k+1 blanks", blanks, sym)
}

// canHave returns the range of blanks that puzzles of spec's kind can have
// at a cost close to that of the kind without -r, as measured (see
// levelBlanks), and the flags that ask for the kind.
func (spec Spec) canHave() (lo, hi int, flags string) {
	switch {
	case spec.minimal:
		lo, hi, flags = minimalBlanks[spec.sym][0], minimalBlanks[spec.sym][1], "-minimal"
	case spec.level > 0:
		lo, hi = levelBlanks[spec.sym][spec.level][0], levelBlanks[spec.sym][spec.level][1]
		flags = fmt.Sprintf("-m %d", spec.level)
	case spec.unique:
		lo, hi, flags = minBlanks, uniqueBlanks[spec.sym], "-u"
	default:
		lo, hi = minBlanks, 81-coverSize[spec.sym]
	}
	if spec.sym != symNone {
		flags = strings.TrimPrefix(flags+" -sym "+spec.sym.String(), " ")
	}
	return lo, hi, flags
}

// puzzleBatchSize is how many puzzles a task makes.
const puzzleBatchSize = 64

// Make writes n puzzles as spec asks, chosen by rng. The puzzles are
// made in batches on every core and written in order; puzzle k depends only
// on k and the two numbers drawn from rng, so a seed gives the same output
// whatever the number of cores. Searched puzzles (see hard.go) are made by
// two searches side by side, each written when found.
func Make(gw *output.GridWriter, n int64, spec Spec, rng *rand.Rand) error {
	key := [2]uint64{rng.Uint64(), rng.Uint64()}
	if spec.limit > 0 {
		spec.deadline = time.Now().Add(time.Duration(spec.limit) * time.Second)
	}
	if spec.seLo >= seSearchLo {
		return searchAll(gw, n, spec, key)
	}
	workers := runtime.GOMAXPROCS(0)
	diggers := sync.Pool{New: func() any { return newDigger(spec) }}
	seq := parallel.NewSequencer(workers, 2*workers)
	for first := int64(0); first < n; first += puzzleBatchSize {
		ok := seq.Add(func() func() error {
			d := diggers.Get().(*digger)
			defer diggers.Put(d)
			grids := make([]board.Grid, min(puzzleBatchSize, n-first))
			sols := make([]board.Grid, len(grids))
			for j := range grids {
				d.seed(key, uint64(first)+uint64(j))
				if grids[j] = d.next(); d.err != nil {
					err := d.err
					return func() error { return err }
				}
				sols[j] = d.sol
			}
			return func() error {
				for j := range grids {
					if err := writePuzzle(gw, &grids[j], &sols[j]); err != nil {
						return err
					}
				}
				return nil
			}
		})
		if !ok {
			break
		}
	}
	return seq.Wait()
}

// writePuzzle writes puzzle g to gw, and its solution sol if gw keeps
// the solutions.
func writePuzzle(gw *output.GridWriter, g, sol *board.Grid) error {
	if gw.KeepsSolutions() {
		return gw.WritePuzzle(g, sol)
	}
	return gw.Write(g)
}

// A digger makes puzzles of one spec, one at a time.
type digger struct {
	spec Spec
	src  *rand.PCG
	rng  *rand.Rand
	dugGrid
	sol    board.Grid // the solution of the puzzle being dug
	orbits []orbit
	order  [81]uint8 // the orbits in the order they are tried
	// The checks of unique and level puzzles use the cells the givens see
	// (see sight) and the solution's key, which the digger keeps if sees
	// is set.
	sees   bool
	solves int        // solver calls, for the benchmarks
	err    error      // why the last puzzle could not be made
	se     *se.Engine // the rater of -se
	hunt   *hunt      // a search's state
	rectangles
	levelDigger
}

// A dugGrid is the puzzle being dug: its cells, the digits given in each
// house, its blanks, and the cells its givens see.
type dugGrid struct {
	g      board.Grid
	m      board.Masks // the digits given in each house
	blanks int
	blank  [3]uint32 // the blank cells, by band (see dig.go)
	sight
}

// A sight is the cells the givens of each digit see: seen[v] is the cells
// in a house with a given v, by band, when bit v of stale is clear, made
// from at[v]: the rows, columns and boxes, 9 bits each, where v is given,
// as a digit of the solution is in each once.
type sight struct {
	seen  [10][3]uint32
	stale uint16
	at    [10][3]uint16
}

// The deadly rectangles of the solution, nrect of them (see
// findRectangles).
type rectangles struct {
	rects [72][4]uint8
	nrect int
}

func newDigger(spec Spec) *digger {
	d := &digger{spec: spec, src: rand.NewPCG(0, 0), orbits: orbits[spec.sym]}
	d.sees = spec.unique || spec.level > 0
	d.rng = rand.New(d.src)
	return d
}

// seed sets the digger's random source for puzzle number k of a run with
// the given key.
func (d *digger) seed(key [2]uint64, k uint64) {
	d.src.Seed(mix(key[0]^k), mix(key[1]+k))
}

// maxTries is how many digs next makes for one puzzle before it gives up:
// far more than a spec the flags accept needs (see levelBlanks), and few
// enough that a run never seems to hang.
const maxTries = 20_000

// digsPerGrid is how many digs the level digger makes from one solved
// grid, each in a new order, before it takes another: making the grid and
// its unavoidable sets costs about as much as a dig of 81 cells, and a
// dig of fewer orbits costs less, while a grid gives a puzzle about as
// often on its fourth dig as on its first.
func (d *digger) digsPerGrid() int { return 4 * 81 / len(d.orbits) }

// next returns a new puzzle, trying again until one gives what the spec
// asks: a unique solution may be out of reach of a grid at many blanks,
// and a level out of reach of another. If maxTries digs fail, it gives up,
// sets d.err and returns the zero Grid.
func (d *digger) next() board.Grid {
	switch {
	case d.spec.seLo >= seSearchLo:
		return d.nextHard()
	case d.spec.seHi > 0:
		return d.nextRated()
	}
	return d.nextDug()
}

// nextDug returns a new puzzle dug as the spec asks, but for the SE
// rating.
func (d *digger) nextDug() board.Grid {
	d.err = nil
	if d.spec.level > 0 || d.spec.unique && (d.spec.sym != symNone || d.spec.minimal) {
		return d.nextLevel()
	}
	for range maxTries {
		d.start()
		var k int
		if d.spec.sym == symNone {
			k = d.spec.lo + d.rng.IntN(d.spec.hi-d.spec.lo+1)
		} else {
			k = d.drawBlanks()
		}
		switch {
		case !d.spec.unique:
			if d.digAny(k) {
				return d.g
			}
		case d.digUnique(k):
			return d.g
		}
	}
	d.err = d.giveUp()
	return board.Grid{}
}

// giveUp says what puzzles could not be made.
func (d *digger) giveUp() error {
	what := "puzzle"
	switch {
	case d.spec.level > 0:
		what = fmt.Sprintf("level %d puzzle", d.spec.level)
	case d.spec.unique:
		what = "puzzle with one solution"
	}
	if d.spec.sym != symNone {
		what += " symmetric under " + d.spec.sym.String()
	}
	if d.spec.minimal {
		what = "minimal " + what
	}
	if d.spec.hi > 0 {
		what += fmt.Sprintf(" with %d to %d blanks", d.spec.lo, d.spec.hi)
	}
	return fmt.Errorf("could not make a %s in %d tries", what, maxTries)
}

// start sets the digger to a new random grid, all given, and a new order.
func (d *digger) start() {
	d.sol = randomGrid(d.rng)
	if d.sees {
		d.key.setKey(&d.sol)
	}
	d.reorder()
	if d.spec.unique && d.spec.level == 0 && d.spec.sym == symNone && !d.spec.minimal {
		d.findRectangles()
	}
}

// reorder gives every cell of the grid back and shuffles the order of the
// orbits.
func (d *digger) reorder() {
	d.g = d.sol
	d.blanks = 0
	d.blank = [3]uint32{}
	d.m = allGiven
	d.sight = sight{seenAll, 0, atAll}
	for i := range d.orbits {
		j := d.rng.IntN(i + 1)
		d.order[i] = d.order[j]
		d.order[j] = uint8(i)
	}
}

var (
	// allGiven is the masks of a solved grid: every digit in each house.
	allGiven = func() (m board.Masks) {
		for h := range 9 {
			m.Row[h], m.Col[h], m.Box[h] = board.AllDigits, board.AllDigits, board.AllDigits
		}
		return m
	}()
	// atAll is at for a solved grid: every digit in every house.
	atAll = func() (a [10][3]uint16) {
		for v := 1; v <= 9; v++ {
			a[v] = [3]uint16{0x1ff, 0x1ff, 0x1ff}
		}
		return a
	}()
	// seenAll is the cells seen by each digit of a solved grid: all.
	seenAll = func() (s [10][3]uint32) {
		for v := 1; v <= 9; v++ {
			s[v] = [3]uint32{1<<27 - 1, 1<<27 - 1, 1<<27 - 1}
		}
		return s
	}()
)

// findRectangles lists the deadly rectangles of the solution: four cells
// in two rows of a band and two columns, or two columns of a stack and two
// rows, holding a, b in one line and b, a in the other. The cells lie in
// two boxes, so a and b can be swapped and the grid stays valid: a puzzle
// with all four blank has a second solution. At most 4 rectangles for
// each of the 18 pairs of lines.
func (d *digger) findRectangles() {
	d.nrect = 0
	for dir := range 2 {
		for l1 := range 9 {
			var pos [10]int // pos[v] is where digit v is on line l1
			for j := range 9 {
				pos[d.sol[board.LineCell(dir, l1, j)]] = j
			}
			for l2 := l1 + 1; l2 < l1/3*3+3; l2++ {
				for j := range 9 {
					a, b := d.sol[board.LineCell(dir, l1, j)], d.sol[board.LineCell(dir, l2, j)]
					if k := pos[b]; k > j && d.sol[board.LineCell(dir, l2, k)] == a {
						d.rects[d.nrect] = [4]uint8{board.LineCell(dir, l1, j), board.LineCell(dir, l1, k), board.LineCell(dir, l2, j), board.LineCell(dir, l2, k)}
						d.nrect++
					}
				}
			}
		}
	}
}

// deadly reports whether the blank cell i completes a deadly rectangle of
// blanks, which makes the solution not unique.
func (d *digger) deadly(i int) bool {
	for _, r := range d.rects[:d.nrect] {
		if (int(r[0]) == i || int(r[1]) == i || int(r[2]) == i || int(r[3]) == i) &&
			d.g[r[0]]|d.g[r[1]]|d.g[r[2]]|d.g[r[3]] == 0 {
			return true
		}
	}
	return false
}

// blankCell removes the given of cell i, reporting false and doing nothing
// if that would leave a house of it without a given.
func (d *digger) blankCell(i int) bool {
	p := &board.Places[i]
	r, c, x := p.Row, p.Col, p.Box
	// A house with one given has one digit in its mask.
	mr, mc, mx := d.m.Row[r], d.m.Col[c], d.m.Box[x]
	if d.g[i] == 0 || mr&(mr-1) == 0 || mc&(mc-1) == 0 || mx&(mx-1) == 0 {
		return false
	}
	v := d.sol[i]
	bit := uint16(1) << v
	d.m.Row[r] &^= bit
	d.m.Col[c] &^= bit
	d.m.Box[x] &^= bit
	at := &d.at[v]
	at[0], at[1], at[2] = at[0]&^(1<<r), at[1]&^(1<<c), at[2]&^(1<<x)
	d.g[i] = 0
	d.blanks++
	d.blank[p.Band] |= p.Bit
	d.stale |= bit
	return true
}

// see returns the cells seen by the givens v.
func (s *sight) see(v uint8) *[3]uint32 {
	if s.stale>>v&1 != 0 {
		s.refresh(v)
	}
	return &s.seen[v]
}

// refresh makes the cells seen by the givens v current.
func (s *sight) refresh(v uint8) {
	at, seen := &s.at[v], &s.seen[v]
	cols := colFill[at[1]&0x1ff]
	for b := range seen {
		seen[b] = rowFill[at[0]>>(3*b)&7] | cols | boxFill[at[2]>>(3*b)&7]
	}
	s.stale &^= 1 << v
}

// seeAll makes every digit's seen cells current, going through the stale
// ones only.
func (s *sight) seeAll() *[10][3]uint32 {
	for m := s.stale; m != 0; m &= m - 1 {
		s.refresh(uint8(bits.TrailingZeros16(m)))
	}
	return &s.seen
}

// restore gives cell i back.
func (d *digger) restore(i int) {
	p := &board.Places[i]
	r, c, x := p.Row, p.Col, p.Box
	v := d.sol[i]
	bit := uint16(1) << v
	d.m.Row[r] |= bit
	d.m.Col[c] |= bit
	d.m.Box[x] |= bit
	at := &d.at[v]
	at[0], at[1], at[2] = at[0]|1<<r, at[1]|1<<c, at[2]|1<<x
	d.g[i] = v
	d.blanks--
	d.blank[p.Band] &^= p.Bit
	d.stale |= bit
}

// digAny blanks k cells, keeping given a random set of orbits that holds
// a cell of each house so that no house is left empty, and reports
// whether it could.
func (d *digger) digAny(k int) bool {
	var keep [81]bool
	if d.spec.sym == symNone {
		d.transversal(&keep)
	} else if !d.cover(&keep, 81-k) {
		return false
	}
	var n [5]int // the orbits left to blank, by size
	for _, o := range d.orbits {
		if !keep[o.cells[0]] {
			n[o.n]++
		}
	}
	for _, x := range d.order[:len(d.orbits)] {
		o := &d.orbits[x]
		if d.blanks == k {
			break
		}
		if keep[o.cells[0]] {
			continue
		}
		n[o.n]--
		if d.blanks+o.n <= k && reachable(k-d.blanks-o.n, n) {
			d.blankOrbit(o) // cannot empty a house: the cells kept stay
		}
	}
	return d.blanks == k
}

// transversal marks nine cells of keep, one in each row, column and box,
// chosen at random.
func (d *digger) transversal(keep *[81]bool) {
	// Row j of band b keeps the cell in stack p[b][j], in column q[s][b]
	// of stack s: one cell in each box, and in each column of a stack.
	var p, q [3][3]int
	for b := range 3 {
		p[b] = perm3(d.rng)
		q[b] = perm3(d.rng)
	}
	for b := range 3 {
		for j := range 3 {
			s := p[b][j]
			keep[(b*3+j)*9+s*3+q[s][b]] = true
		}
	}
}

// cover marks in keep a random set of orbits that holds a cell of each
// house, with at most most cells, and reports whether it found one. It
// takes orbits in the order until every house has a cell, then drops
// those not needed, in the order; tried a few times, that finds a set of
// coverSize cells when that is the most allowed.
func (d *digger) cover(keep *[81]bool, most int) bool {
	for range 100 {
		var held [27]int
		cells, covered := 0, 0
		*keep = [81]bool{}
		d.rng.Shuffle(len(d.orbits), func(i, j int) { d.order[i], d.order[j] = d.order[j], d.order[i] })
		for _, x := range d.order[:len(d.orbits)] {
			o := &d.orbits[x]
			if !d.adds(o, &held) {
				continue
			}
			for _, c := range o.cells[:o.n] {
				keep[c] = true
				for _, h := range board.CellHouses[c] {
					if held[h]++; held[h] == 1 {
						covered++
					}
				}
			}
			cells += o.n
			if covered == 27 {
				break
			}
		}
		for _, x := range d.order[:len(d.orbits)] {
			o := &d.orbits[x]
			if keep[o.cells[0]] && d.spare(o, &held) {
				for _, c := range o.cells[:o.n] {
					keep[c] = false
					for _, h := range board.CellHouses[c] {
						held[h]--
					}
				}
				cells -= o.n
			}
		}
		if cells <= most {
			d.rng.Shuffle(len(d.orbits), func(i, j int) { d.order[i], d.order[j] = d.order[j], d.order[i] })
			return true
		}
	}
	return false
}

// adds reports whether orbit o has a cell in a house that held counts
// none in.
func (d *digger) adds(o *orbit, held *[27]int) bool {
	for _, c := range o.cells[:o.n] {
		for _, h := range board.CellHouses[c] {
			if held[h] == 0 {
				return true
			}
		}
	}
	return false
}

// spare reports whether every house of orbit o's cells holds, as counted
// in held, a cell of another orbit.
func (d *digger) spare(o *orbit, held *[27]int) bool {
	var in [27]int
	for _, c := range o.cells[:o.n] {
		for _, h := range board.CellHouses[c] {
			in[h]++
		}
	}
	for h, n := range in {
		if n > 0 && held[h] <= n {
			return false
		}
	}
	return true
}

// blankOrbit blanks the cells of orbit o, reporting false and doing
// nothing if that would leave a house without a given.
func (d *digger) blankOrbit(o *orbit) bool {
	// Blanked one at a time, the cells count the givens left in each
	// house with those of o blanked before.
	for k, c := range o.cells[:o.n] {
		if !d.blankCell(int(c)) {
			for _, b := range o.cells[:k] {
				d.restore(int(b))
			}
			return false
		}
	}
	return true
}

// restoreOrbit gives the cells of orbit o back.
func (d *digger) restoreOrbit(o *orbit) {
	for _, c := range o.cells[:o.n] {
		d.restore(int(c))
	}
}

// perm9 returns a random order of the digits 1–9.
func perm9(rng *rand.Rand) (p [9]uint8) {
	for i := range p {
		j := rng.IntN(i + 1)
		p[i] = p[j]
		p[j] = uint8(i + 1)
	}
	return p
}

// perm3 returns a random order of 0, 1, 2.
func perm3(rng *rand.Rand) (p [3]int) {
	for i := range p {
		j := rng.IntN(i + 1)
		p[i] = p[j]
		p[j] = i
	}
	return p
}

// digUnique blanks k cells keeping the solution unique and reports whether
// it could.
func (d *digger) digUnique(k int) bool {
	for _, i := range d.order {
		if d.blanks == k {
			break
		}
		if d.blankCell(int(i)) && !d.forced(int(i)) && !d.unique(int(i)) {
			d.restore(int(i))
		}
	}
	return d.blanks == k
}

// forced reports whether the givens alone force the digit of the blank cell
// i: the other eight digits are given in its houses (a naked single), or
// every other blank of one of its houses sees the digit given (a hidden
// single). Blanking a forced cell changes neither the solutions of a
// puzzle nor its level.
func (d *digger) forced(i int) bool {
	r, c, x := i/9, i%9, board.BoxOf(i)
	if bits.OnesCount16(d.m.Row[r]|d.m.Col[c]|d.m.Box[x]) == 8 {
		return true
	}
	// The blanks where the digit can go, as the givens leave it.
	b, seen := &d.blank, d.see(d.sol[i])
	free := [3]uint32{b[0] &^ seen[0], b[1] &^ seen[1], b[2] &^ seen[2]}
	self := &selfBands[i]
	for _, h := range board.CellHouses[i] {
		hb := &houseBands[h]
		if hb[0]&free[0] == self[0] && hb[1]&free[1] == self[1] && hb[2]&free[2] == self[2] {
			return true
		}
	}
	return false
}

// unique reports whether the puzzle, which had one solution before cell i
// was blanked, still has only that one. A deadly rectangle of blanks shows
// it has not, singles carried through the board show it has for most
// puzzles, and the solver decides the others.
func (d *digger) unique(i int) bool {
	if d.deadly(i) {
		return false
	}
	if rate.Determines(&d.g, &d.m, i, 1) {
		return true
	}
	d.solves++
	return !board.SolveExcept(&d.g, i, d.sol[i])
}

// mix is the finalizer of SplitMix64, a bijective scrambler of 64-bit
// words, which makes a puzzle's seed from its number.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// randomGrid returns a random solved grid: the three boxes on the diagonal,
// which share no house, filled at random, the rest completed by a search
// that picks among the candidates at random, and the result relabelled and
// shuffled. It does not use the solver, so that a seed gives the same
// puzzles whatever solver the program has.
func randomGrid(rng *rand.Rand) board.Grid {
	for {
		var g board.Grid
		for _, box := range [3]int{0, 4, 8} {
			for j, v := range perm9(rng) {
				g[board.HouseCells[18+box][j]] = v
			}
		}
		var blanks [54]uint8
		n := 0
		for i, v := range g {
			if v == 0 {
				blanks[n] = uint8(i)
				n++
			}
		}
		m := board.MasksOf(&g)
		budget := 100 // dead ends before starting again; one is rare
		if fillRandom(&g, &m, blanks[:], rng, &budget) {
			return shuffleGrid(&g, rng)
		}
	}
}

// fillRandom fills blanks, the blank cells of g, whose givens are m, with a
// solution chosen at random, filling first the blank with the fewest
// candidates. It reports false if it finds none within budget dead ends.
func fillRandom(g *board.Grid, m *board.Masks, blanks []uint8, rng *rand.Rand, budget *int) bool {
	if len(blanks) == 0 {
		return true
	}
	best, bestCand, bestN := 0, uint16(0), 10
	for j, i := range blanks {
		r, c, x := i/9, i%9, board.BoxOf(int(i))
		cand := board.AllDigits &^ (m.Row[r] | m.Col[c] | m.Box[x])
		if n := bits.OnesCount16(cand); n < bestN {
			best, bestCand, bestN = j, cand, n
			if n <= 1 {
				break // a dead end, or a cell with no choice
			}
		}
	}
	last := len(blanks) - 1
	blanks[best], blanks[last] = blanks[last], blanks[best]
	i := int(blanks[last])
	r, c, x := i/9, i%9, board.BoxOf(i)
	for ; bestN > 0; bestN-- {
		bit := bestCand
		for k := rng.IntN(bestN); k > 0; k-- {
			bit &= bit - 1
		}
		bit &= -bit // a candidate chosen at random
		bestCand &^= bit
		g[i] = uint8(bits.TrailingZeros16(bit))
		m.Row[r] |= bit
		m.Col[c] |= bit
		m.Box[x] |= bit
		if fillRandom(g, m, blanks[:last], rng, budget) {
			return true
		}
		m.Row[r] &^= bit
		m.Col[c] &^= bit
		m.Box[x] &^= bit
		g[i] = 0
		if *budget--; *budget < 0 {
			return false
		}
	}
	return false
}

// shuffleGrid returns g with its digits relabelled, its bands and stacks
// and the rows and columns in each shuffled, and transposed one time in two:
// all changes that keep a grid valid.
func shuffleGrid(g *board.Grid, rng *rand.Rand) board.Grid {
	var label [10]uint8
	p := perm9(rng)
	copy(label[1:], p[:])
	var rows, cols [9]int
	for _, line := range []*[9]int{&rows, &cols} {
		bands := perm3(rng)
		for b := range 3 {
			in := perm3(rng)
			for k := range 3 {
				line[b*3+k] = bands[b]*3 + in[k]
			}
		}
	}
	flip := rng.IntN(2) == 1
	var out board.Grid
	for r := range 9 {
		for c := range 9 {
			i := rows[r]*9 + cols[c]
			if flip {
				i = cols[c]*9 + rows[r]
			}
			out[r*9+c] = label[g[i]]
		}
	}
	return out
}
