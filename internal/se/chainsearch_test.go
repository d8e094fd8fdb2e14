package se

import (
	"math/bits"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"sudoku/internal/board"
)

// cyclesByNodes is the cycle search as SE writes it, a node for each
// potential derived: from each on node, the off potentials that imply an
// on one by the links and are new, or lead back to the start and are no
// ancestor of it; from each off node, the on potentials that are new, or
// the start, which closes a cycle of four links or more. It returns the
// nodes where the start is met again.
func (c *seChainer) cyclesByNodes(start int32, l chLinks, limit int) []int32 {
	var known potentialSet
	source := c.nodes[start].p
	known.add(source)
	var found []int32
	on, off := []int32{start}, []int32(nil)
	isAncestor := func(k int32, p potential) bool {
		for c.nodes[k].n > 0 {
			if k = c.parents(k)[0]; c.nodes[k].p == p {
				return true
			}
		}
		return false
	}
	all := chFilter{known: new(chSet)}
	for length := 0; len(on) > 0; {
		length++
		off = off[:0]
		for _, k := range on {
			for _, q := range c.onToOff(k, l.y, all, nil) {
				p := c.nodes[q].p
				if !c.static.leadsOn(p, l) || known.has(p) && !(c.static.leads(p, source, l) && !isAncestor(k, p)) {
					continue
				}
				known.add(p)
				off = append(off, q)
			}
		}
		length++
		if length >= limit {
			break
		}
		on = on[:0]
		for _, k := range off {
			for _, q := range c.offToOn(k, l, nil, all, nil) {
				switch p := c.nodes[q].p; {
				case p == source:
					if length >= 4 {
						found = append(found, q)
					}
				case !known.has(p):
					known.add(p)
					on = append(on, q)
				}
			}
		}
	}
	return found
}

// cyclePaths returns the potentials and causes of the cycles ending at
// the nodes found, from the start.
func (c *seChainer) cyclePaths(found []int32) [][]int32 {
	var paths [][]int32
	for _, k := range found {
		var path []int32
		for {
			path = append(path, int32(c.nodes[k].p)<<8|int32(uint8(c.nodes[k].cause)))
			if c.nodes[k].n == 0 {
				break
			}
			k = c.parents(k)[0]
		}
		paths = append(paths, path)
	}
	return paths
}

// The cycle search, which makes nodes of the cycles it finds alone, finds
// the cycles, by the same potentials and causes and in the same order, as
// the search of nodes, from every start, by each kind of links, and cut
// short at a few lengths, on the positions the SE rater meets in rating
// testdata's puzzles of 6.5 to 7.5 (where cycles are taken).
func TestCyclesAsByNodes(t *testing.T) {
	cycles := 0
	var in struct { // the components known, of the candidates and links
		cand [81]uint16
		y    bool
	}
	searches := eachStart(t, 20000, func(g *board.Grid, c *seChainer, source potential) (n int) {
		for _, l := range [3]chLinks{{x: true}, {y: true}, {x: true, y: true}} {
			if !c.static.closes(source, l) {
				continue
			}
			for _, limit := range []int{1 << 30, 9, 5} {
				// With house links, also within the start's component.
				for _, within := range []bool{false, l.x} {
					if within && (in.cand != c.cand || in.y != l.y) {
						c.static.components(c.everySource(), l.y, false)
						in.cand, in.y = c.cand, l.y
					}
					c.inComponents = within
					set, start := c.startAt(source)
					c.cycles(start, l, set, limit)
					got := c.cyclePaths(c.found)
					want := c.cyclePaths(c.cyclesByNodes(start, l, limit))
					if !slices.EqualFunc(got, want, slices.Equal) {
						t.Fatalf("%v: from %d by %v below %d (within its component: %v): found %v, by nodes %v", g, source, l, limit, within, got, want)
					}
					n++
					cycles += len(got)
				}
			}
			c.inComponents = false
		}
		return n
	})
	if cycles == 0 {
		t.Fatal("no cycle met")
	}
	t.Logf("%d searches, %d cycles", searches, cycles)
}

// eachStart calls f, which returns the searches it made, with each
// candidate, on, of each position the SE rater meets in rating testdata's
// puzzles of 6.5 to 7.5 (where cycles and forcing chains are taken), the
// chainer readied on it; in the quick run, until most searches are made.
// It returns the searches made.
func eachStart(t *testing.T, most int, f func(g *board.Grid, c *seChainer, on potential) int) int {
	var e Engine
	n := 0
	for _, p := range readRated(t, filepath.Join("testdata", "se.txt")) {
		if p.se < 65 || p.se > 75 || testing.Short() && n > most {
			continue
		}
		e.b.init(&p.grid)
		for e.b.open > 0 && e.step() {
			c := e.chainer()
			c.reset(&e.b.cand, false, false, false, 0)
			for i, m := range c.cand {
				for ; m != 0; m &= m - 1 {
					n += f(&p.grid, c, potentialOf(i, bits.TrailingZeros16(m), true))
				}
			}
			e.apply()
		}
	}
	return n
}

// everySource returns the potentials, on and off, of the candidates of
// the cells with two or more.
func (c *seChainer) everySource() (sources []potential) {
	for i, m := range c.cand {
		if bits.OnesCount16(m) < 2 {
			continue
		}
		for ; m != 0; m &= m - 1 {
			p := potentialOf(i, bits.TrailingZeros16(m), true)
			sources = append(sources, p, p.flip())
		}
	}
	return sources
}

// startAt readies c for a search from source alone and returns its set
// and node.
func (c *seChainer) startAt(source potential) (*chSet, int32) {
	c.nodes, c.pars, c.nsets = c.nodes[:0], c.pars[:0], 0
	set := c.newSet()
	start := c.newNode(source, -1)
	set.add(start, source)
	c.found = c.found[:0]
	return set, start
}

// forcingByNodes is the forcing chain search as SE writes it, a node for
// each potential derived, layer by layer, on potentials, then off: off
// potentials that imply no on one are wanted only as the start's
// opposite. It returns the node where it meets the opposite, or -1.
func (c *seChainer) forcingByNodes(start int32, y bool) int32 {
	source := c.nodes[start].p
	var known potentialSet
	known.add(source)
	all := chFilter{known: new(chSet)}
	layer := []int32{start}
	for len(layer) > 0 {
		var next []int32
		for _, k := range layer {
			var derived []int32
			if c.nodes[k].p.on() {
				derived = c.onToOff(k, y, all, nil)
			} else {
				derived = c.offToOn(k, chLinks{y: y, x: true}, nil, all, nil)
			}
			for _, q := range derived {
				p := c.nodes[q].p
				switch {
				case p == source.flip():
					return q
				case !p.on() && !c.static.leadsOn(p, chLinks{y: y, x: true}), known.has(p):
				default:
					known.add(p)
					next = append(next, q)
				}
			}
		}
		layer = next
	}
	return -1
}

// The forcing chain search, which makes nodes of the chain it finds
// alone, finds the chain, by the same potentials and causes, as the
// search of nodes, from every candidate on and off, by house links and by
// both, on the positions the SE rater meets in rating testdata's puzzles
// of 6.5 to 7.5.
func TestForcingAsByNodes(t *testing.T) {
	chains := 0
	searches := eachStart(t, 10000, func(g *board.Grid, c *seChainer, on potential) (n int) {
		for _, y := range []bool{false, true} {
			for _, source := range []potential{on, on.flip()} {
				set, start := c.startAt(source)
				c.forcing(set, y)
				got := c.cyclePaths(c.found)
				var want [][]int32
				if k := c.forcingByNodes(start, y); k >= 0 {
					want = c.cyclePaths([]int32{k})
				}
				if !slices.EqualFunc(got, want, slices.Equal) {
					t.Fatalf("%v: from %d, cell links %v: found %v, by nodes %v", g, source, y, got, want)
				}
				n++
				chains += len(got)
			}
		}
		return n
	})
	if chains == 0 {
		t.Fatal("no forcing chain met")
	}
	t.Logf("%d searches, %d chains", searches, chains)
}

// The components' search gathers what each component reaches as it goes:
// the same as a pass of its own over the implications finds after it
// (reaches), on the positions the SE rater meets in rating testdata's
// puzzles of 6.5 to 7.5, by each kind of links.
func TestComponentsReach(t *testing.T) {
	var e Engine
	positions := 0
	for _, p := range readRated(t, filepath.Join("testdata", "se.txt")) {
		if p.se < 65 || p.se > 75 {
			continue
		}
		e.b.init(&p.grid)
		for e.b.open > 0 && e.step() {
			c := e.chainer()
			c.reset(&e.b.cand, false, false, false, 0)
			s := &c.static
			for _, y := range []bool{false, true} {
				words := s.components(c.everySource(), y, true)
				if words != setWords {
					continue // too many to gather: found by reaches
				}
				gathered := slices.Clone(s.comps.sets)
				passed := s.reaches(y)
				for k := range s.comps.end {
					for j := range s.comps.end {
						got := gathered[k*words+j>>6]&(1<<(j&63)) != 0
						want := s.comps.sets[k*passed+j>>6]&(1<<(j&63)) != 0
						if got != want {
							t.Fatalf("%v: component %d reaches %d: gathered %v, in a pass %v", p.grid, k, j, got, want)
						}
					}
				}
				positions++
			}
			e.apply()
		}
	}
	if positions < 1000 {
		t.Errorf("%d positions gathered: too few", positions)
	}
}

// The searches by nodes, the reference the searches are held to, read
// the implications as SE does, potential by potential.

// leadsOn reports whether potential q, off, implies a potential on by
// the links l.
func (s *chStatic) leadsOn(q potential, l chLinks) bool {
	return s.lead[q>>1]&l.bits() != 0
}

// leads reports whether potential q, off, implies potential p, on, by
// the links l.
func (s *chStatic) leads(q, p potential, l chLinks) bool {
	c := q >> 1
	h := &s.houseOn[c]
	return l.y && s.cellOn[c] == p || l.x && (h[0] == p || h[1] == p || h[2] == p)
}

// The forcing chains and cycles of house links alone pass over the
// digits whose places have not changed since they found nothing, and
// those of cell links alone the search while the cells of two candidates
// are as they were: the hints are those of a search that looks
// everywhere. The boards are those where testdata's puzzles took a chain
// (where nothing of house links alone is found), each then losing a few
// candidates not the solution's, one digit at a time, so that a digit
// changed finds something while the others are passed over.
func TestBarrenRoundsExact(t *testing.T) {
	var walk, fast, full Engine
	full.exhaustive = true
	rng := rand.New(rand.NewPCG(5, 6))
	var skippedX, skippedY, foundX, found int
	for _, p := range readRated(t, filepath.Join("testdata", "se.txt")) {
		if p.se < 65 || p.se >= 75 {
			continue
		}
		sol := p.grid
		board.Solve(&sol, 1)
		walk.b.init(&p.grid)
		for walk.b.open > 0 && walk.step() {
			if walk.hint.rating >= 6.5 && skippedX < 300 {
				cand := walk.b.cand
				for range 6 {
					c, want := fast.chainer(), full.chainer()
					c.reset(&cand, false, false, false, 0)
					x, y := c.barren.skip(c, chLinks{x: true}), c.barren.skip(c, chLinks{y: true})
					c.unaryAll()
					want.reset(&cand, false, false, false, 0)
					want.unaryAll()
					if !slices.Equal(c.hints, want.hints) || !slices.Equal(c.elims, want.elims) {
						t.Fatalf("%v: passing over, the hints are\n%v\nlooking everywhere\n%v", cand, c.hints, want.hints)
					}
					if x != 0 {
						skippedX++
					}
					if y != 0 {
						skippedY++
					}
					for _, h := range want.hints {
						if h.tech == seXCycle || h.tech == seForcingXChain {
							found++
							if x != 0 {
								foundX++
							}
						}
					}
					loseOne(rng, &cand, &sol)
				}
			}
			walk.apply()
		}
	}
	if skippedX == 0 || skippedY == 0 || foundX == 0 {
		t.Errorf("passed over %d and %d times, %d hints of house links alone (%d as others were passed over): too few to try", skippedX, skippedY, found, foundX)
	}
}

// loseOne removes from cand, of a digit drawn at random, a candidate not
// that of sol.
func loseOne(rng *rand.Rand, cand *[81]uint16, sol *board.Grid) {
	d := 1 + rng.IntN(9)
	for range 81 {
		if i := rng.IntN(81); cand[i]&(1<<d) != 0 && int(sol[i]) != d {
			cand[i] &^= 1 << d
			return
		}
	}
}
