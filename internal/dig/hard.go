package dig

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"sudoku/internal/board"
	"sudoku/internal/output"
	"sudoku/internal/se"
)

// -se with LO above 9.0 searches, as those who look for the hardest
// puzzles do, rather than digging and keeping: puzzles so hard are one in
// many thousands of those dug, but many are near another hard one. A
// search keeps a pool of the best puzzles it has rated, at first a few
// dug ones, and rates, round after round, neighbours of those in the
// pool, the better the likelier: a neighbour is made by taking one orbit
// of givens away, giving another orbit the digits that one solution alone
// then has there, and taking away what is then not needed (a {-1+1}
// move), each of a puzzle's moves once. It finds those that rate in the
// range, which stay in the pool, and starts again from new puzzles, dug
// and two moves from its best, when the pool's best has not changed in a
// while or its moves are all made. The neighbours of a round are made in
// order and rated on every core, so that a seed gives the same puzzles
// whatever the cores.

// seSearchLo is the LO from which -se searches.
const seSearchLo = 91

// searchWidth is how many neighbours a round of a search rates.
const searchWidth = 16

// searchSeeds is how many dug puzzles a search's pool starts with.
const searchSeeds = 16

// staleRounds is how many rounds a search goes without a puzzle better
// than its pool's best before it starts again.
const staleRounds = 150

// A Search is what the making of a run's puzzles by SE rating has done,
// for a progress line.
type Search struct {
	Tried atomic.Int64 // the puzzles rated
	Best  atomic.Int64 // the highest rating in the range or below, in tenths
}

// tried counts a puzzle rated t tenths, in the range or below if in is
// set.
func (s *Search) tried(in bool, t int) {
	s.Tried.Add(1)
	for b := s.Best.Load(); in && int64(t) > b && !s.Best.CompareAndSwap(b, int64(t)); b = s.Best.Load() {
	}
}

// A ratedPuzzle is a puzzle and its rating in tenths, or -1 if above the
// range asked for; of two of a rating, the higher in near, then chained,
// its steps near its hardest and its steps of chains (see se.Rating), is
// the better.
type ratedPuzzle struct {
	g             board.Grid
	r             int
	near, chained int
	moves         []move // the moves to neighbours not yet made, once listed
	listed        bool
}

// cmpRated orders p and q from the worse to the better.
func cmpRated(p, q *ratedPuzzle) int {
	switch {
	case p.r != q.r:
		return p.r - q.r
	case p.near != q.near:
		return p.near - q.near
	}
	return p.chained - q.chained
}

// A hunt is the state of a search, kept from puzzle to puzzle: its pool,
// best first, the puzzles it has rated, the rounds since its best last
// changed, the puzzles found but not yet returned, the hardest rating
// reached, in the range or below, since the last found, and the best
// puzzle so rated.
type hunt struct {
	pool    []ratedPuzzle
	seen    map[board.Grid]bool
	stale   int
	ready   []board.Grid
	reached int
	best    ratedPuzzle     // its moves not listed
	stop    <-chan struct{} // closed when the search is no longer wanted
	engines []*se.Engine    // the raters of its rounds, one a core
}

// newHunt returns a hunt that starts with new dug puzzles and stops when
// stop, if not nil, is closed.
func newHunt(stop <-chan struct{}) *hunt {
	return &hunt{seen: map[board.Grid]bool{}, stale: staleRounds, stop: stop}
}

// searches is how many searches a run of several puzzles runs side by
// side: a round waits for its slowest rating, and the other search's
// rounds take the cores meanwhile.
const searches = 2

// searchAll writes n puzzles found by searches side by side, puzzle k by
// search k mod searches, each search going on from the puzzles it found
// (the neighbours of a puzzle rated in the range are likelier so rated
// than others), each puzzle written when it and those before are found.
func searchAll(gw *output.GridWriter, n int64, spec Spec, key [2]uint64) error {
	type found struct {
		g, sol board.Grid
		err    error
	}
	s := int64(min(n, searches))
	results := make([]chan found, s)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	defer wg.Wait()
	defer close(stop)
	for i := range s {
		results[i] = make(chan found, n/s+1)
		wg.Go(func() {
			d := newDigger(spec)
			d.seed(key, uint64(i))
			d.hunt = newHunt(stop)
			for k := i; k < n; k += s {
				g := d.nextHard()
				results[i] <- found{g, d.sol, d.err}
				if d.err != nil {
					return
				}
			}
		})
	}
	for k := range n {
		r := <-results[k%s]
		switch {
		case r.err != nil && k > 0:
			return fmt.Errorf("%w (%d of %d puzzles made)", r.err, k, n)
		case r.err != nil:
			return r.err
		}
		if err := writePuzzle(gw, &r.g, &r.sol); err != nil {
			return err
		}
	}
	return nil
}

// nextHard returns the next puzzle the digger's hunt finds rated in the
// spec's range, d.sol its solution, or sets d.err if the spec's deadline
// passes first. The hunt makes each round's neighbours from the puzzles
// in its pool, the better the likelier, and rates each puzzle once; what
// it finds stays in the pool.
func (d *digger) nextHard() board.Grid {
	h := d.hunt
	if h == nil {
		h = newHunt(nil)
		d.hunt = h
	}
	for len(h.ready) == 0 {
		if h.stale++; h.stale > staleRounds {
			h.pool = d.rateAll(d.seeds())
			slices.SortStableFunc(h.pool, func(a, b ratedPuzzle) int { return cmpRated(&b, &a) })
			h.stale = 0
		}
		if d.err = d.late(); d.err != nil {
			return board.Grid{}
		}
		gs := make([]board.Grid, 0, searchWidth)
		for try := 0; len(gs) < searchWidth && try < 50*searchWidth; try++ {
			u := d.rng.Float64()
			g := d.neighbour(&h.pool[int(u*u*float64(len(h.pool)))])
			if !h.seen[g] {
				h.seen[g] = true
				gs = append(gs, g)
			}
		}
		if len(gs) == 0 {
			h.stale = staleRounds // the pool's neighbours are all rated
			continue
		}
		for _, p := range d.rateAll(gs) {
			if cmpRated(&p, &h.best) > 0 {
				h.best = ratedPuzzle{g: p.g, r: p.r, near: p.near, chained: p.chained}
			}
			if d.found(p) {
				h.ready = append(h.ready, p.g)
			}
			i := slices.IndexFunc(h.pool, func(q ratedPuzzle) bool { return cmpRated(&p, &q) >= 0 })
			if i < 0 {
				continue
			}
			if i == 0 && cmpRated(&p, &h.pool[0]) > 0 {
				h.stale = 0
			}
			h.pool = slices.Insert(h.pool, i, p)[:len(h.pool)]
		}
	}
	g := h.ready[0]
	h.ready = h.ready[1:]
	h.reached = 0
	d.sol = g
	board.Solve(&d.sol, 1)
	return g
}

// seeds returns new puzzles for a search to start from: dug ones and,
// once it has rated some, as many made by two moves from the best of them
// (a kick, as iterated local searches make, to climb again near the best
// heights reached by another way). Of six searches for 10.0 and up of two
// minutes each, those with kicks reached 9.9 to 10.4, those without 9.4
// to 9.9, and none reached less with kicks than without.
func (d *digger) seeds() []board.Grid {
	gs := make([]board.Grid, searchSeeds)
	for k := range gs {
		if h := d.hunt; k < searchSeeds/2 && h != nil && h.best.r > 0 {
			gs[k] = h.best.g
			for range 2 {
				p := ratedPuzzle{g: gs[k]}
				gs[k] = d.neighbour(&p)
			}
			continue
		}
		gs[k] = d.nextDug()
	}
	return gs
}

// found reports whether p is rated in the spec's range, and is of its
// blanks, if it asks for some.
func (d *digger) found(p ratedPuzzle) bool {
	if p.r < d.spec.seLo {
		return false
	}
	blanks := 0
	for _, v := range p.g {
		if v == 0 {
			blanks++
		}
	}
	return d.spec.hi == 0 || blanks >= d.spec.lo && blanks <= d.spec.hi
}

// late returns the error of a making past the spec's deadline, or of a
// search no longer wanted.
func (d *digger) late() error {
	if d.hunt != nil && d.hunt.stop != nil {
		select {
		case <-d.hunt.stop:
			return errors.New("search stopped")
		default:
		}
	}
	if d.spec.deadline.IsZero() || time.Now().Before(d.spec.deadline) {
		return nil
	}
	err := fmt.Sprintf("could not make a puzzle rated %d.%d~%d.%d within -limit %d",
		d.spec.seLo/10, d.spec.seLo%10, d.spec.seHi/10, d.spec.seHi%10, d.spec.limit)
	if d.hunt != nil {
		err += fmt.Sprintf(": the hardest reached was rated %d.%d", d.hunt.reached/10, d.hunt.reached%10)
	}
	return errors.New(err)
}

// search returns the run's Search, or one of the digger's own.
func (d *digger) search() *Search {
	if d.spec.progress == nil {
		d.spec.progress = new(Search)
	}
	return d.spec.progress
}

// rateAll rates the puzzles gs of the digger's hunt on every core.
func (d *digger) rateAll(gs []board.Grid) []ratedPuzzle {
	h := d.hunt
	workers := min(runtime.GOMAXPROCS(0), len(gs))
	for len(h.engines) < workers {
		h.engines = append(h.engines, new(se.Engine))
	}
	rated := make([]ratedPuzzle, len(gs))
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			e := h.engines[w]
			e.StopAbove(float64(d.spec.seHi) / 10)
			for k := int(next.Add(1) - 1); k < len(gs); k = int(next.Add(1) - 1) {
				r := e.Rate(&gs[k])
				p := ratedPuzzle{g: gs[k], r: se.Tenths(r.ER), near: r.Near, chained: r.Chained}
				if r.Beyond || p.r > d.spec.seHi {
					p.r = -1
				}
				rated[k] = p
			}
		})
	}
	wg.Wait()
	for _, p := range rated {
		d.search().tried(p.r >= 0, p.r)
		if !d.found(p) {
			h.reached = max(h.reached, p.r)
		}
	}
	return rated
}

// nearSolutions is the most solutions a puzzle may have, with an orbit of
// givens taken away, for a move to give it another orbit (see moves): a
// given in one more orbit seldom leaves one of more, and of the minimal
// puzzles rated 9 and more that searches find, one in two hundred has
// more with a cell taken away.
const nearSolutions = 1024

// A move makes a neighbour of a puzzle: orbit take's givens taken away
// and orbit give given digits, by index in d.orbits.
type move struct {
	take, give int
	digits     [4]uint8
}

// neighbour returns a puzzle near p's, one of its moves made (see moves)
// and then what is not needed taken away, every house keeping a given.
// Each move is made once, in a random order; it returns p's puzzle when
// none is left or the move fails. Such a small move keeps more of a
// puzzle's difficulty than one of more orbits: of the neighbours of
// puzzles rated 9.1 to 9.9, one in thirty rates as high, against one in
// three hundred of those with one or two orbits taken away and as many
// given back as it takes.
func (d *digger) neighbour(p *ratedPuzzle) board.Grid {
	if !p.listed {
		p.moves, p.listed = d.moves(&p.g), true
	}
	if len(p.moves) == 0 {
		return p.g
	}
	m := p.moves[len(p.moves)-1]
	p.moves = p.moves[:len(p.moves)-1]
	g := p.g
	takeOrbit(&g, &d.orbits[m.take])
	putOrbit(&g, &d.orbits[m.give], m.digits)
	if !d.trim(&g) {
		return p.g
	}
	return g
}

// moves returns, in a random order, the moves that make of g, which has
// one solution, another puzzle of one solution: each takes an orbit of
// givens away and gives a blank orbit the digits that one solution alone
// of those then left has there.
func (d *digger) moves(g *board.Grid) []move {
	var ms []move
	var sols []board.Grid
	var keys []uint32
	var alone [][4]uint8
	for take := range d.orbits {
		if g[d.orbits[take].cells[0]] == 0 {
			continue
		}
		q := *g
		kept := takeOrbit(&q, &d.orbits[take])
		if sols = board.Solutions(&q, nearSolutions, sols[:0]); len(sols) == nearSolutions {
			continue
		}
		keys = slices.Grow(keys[:0], len(sols))[:len(sols)]
		for give := range d.orbits {
			o := &d.orbits[give]
			if q[o.cells[0]] != 0 {
				continue
			}
			alone = aloneDigits(sols, o, keys, alone[:0])
			for _, ds := range alone {
				if give != take || ds != kept {
					ms = append(ms, move{take, give, ds})
				}
			}
		}
	}
	d.rng.Shuffle(len(ms), func(i, j int) { ms[i], ms[j] = ms[j], ms[i] })
	return ms
}

// aloneDigits appends to dss the digits in orbit o that one solution
// alone of sols has there. Keys, as long as sols, is its scratch: the
// digits of each solution with its index, digits<<16 | solution, sorted
// to put alike digits together.
func aloneDigits(sols []board.Grid, o *orbit, keys []uint32, dss [][4]uint8) [][4]uint8 {
	for s := range sols {
		keys[s] = digitsKey(orbitDigits(&sols[s], o))<<16 | uint32(s)
	}
	slices.Sort(keys)
	for i := 0; i < len(keys); {
		j := i + 1
		for j < len(keys) && keys[j]>>16 == keys[i]>>16 {
			j++
		}
		if j == i+1 {
			dss = append(dss, orbitDigits(&sols[keys[i]&0xffff], o))
		}
		i = j
	}
	return dss
}

// orbitDigits returns the digits of g in orbit o.
func orbitDigits(g *board.Grid, o *orbit) (ds [4]uint8) {
	for j, c := range o.cells[:o.n] {
		ds[j] = g[c]
	}
	return ds
}

// digitsKey packs the digits of an orbit into 16 bits.
func digitsKey(ds [4]uint8) uint32 {
	return uint32(ds[0]) | uint32(ds[1])<<4 | uint32(ds[2])<<8 | uint32(ds[3])<<12
}

// trim takes away, in a random order, each orbit of givens of g, which
// has one solution, without which it keeps one and every house a given,
// and reports whether g is then minimal with a given in every house.
func (d *digger) trim(g *board.Grid) bool {
	if !coversHouses(g) {
		return false
	}
	var held []int // orbits kept only for a house
	for _, k := range d.rng.Perm(len(d.orbits)) {
		o := &d.orbits[k]
		if g[o.cells[0]] == 0 {
			continue
		}
		kept := takeOrbit(g, o)
		switch {
		case !coversHouses(g):
			held = append(held, k)
		case stillUnique(g, o, kept):
			continue
		}
		putOrbit(g, o, kept)
	}
	for _, k := range held {
		o := &d.orbits[k]
		kept := takeOrbit(g, o)
		needed := !stillUnique(g, o, kept)
		putOrbit(g, o, kept)
		if !needed {
			return false
		}
	}
	return true
}

// stillUnique reports whether g, which had one solution with orbit o
// given the digits kept, still has one with o blank: for one cell, when
// no solution puts another digit there (board.SolveExcept, sooner than
// counting two).
func stillUnique(g *board.Grid, o *orbit, kept [4]uint8) bool {
	if o.n == 1 {
		return !board.SolveExcept(g, int(o.cells[0]), kept[0])
	}
	return unique(g)
}

// takeOrbit blanks orbit o of g and returns its givens.
func takeOrbit(g *board.Grid, o *orbit) (kept [4]uint8) {
	kept = orbitDigits(g, o)
	for _, c := range o.cells[:o.n] {
		g[c] = 0
	}
	return kept
}

// putOrbit gives orbit o of g the givens kept back.
func putOrbit(g *board.Grid, o *orbit, kept [4]uint8) {
	for j, c := range o.cells[:o.n] {
		g[c] = kept[j]
	}
}

// unique reports whether g has one solution.
func unique(g *board.Grid) bool {
	s := *g
	return board.Solve(&s, 2) == 1
}

// coversHouses reports whether every house of g has a given.
func coversHouses(g *board.Grid) bool {
	m := board.MasksOf(g)
	for k := range 9 {
		if m.Row[k] == 0 || m.Col[k] == 0 || m.Box[k] == 0 {
			return false
		}
	}
	return true
}
