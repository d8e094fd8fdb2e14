package dig

// These tests look at the deducer, which only the package sees.

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
	"sudoku/internal/rate"
)

// blankOf returns the blank cells of g, by band.
func blankOf(g *board.Grid) (blank [3]uint32) {
	for i, v := range g {
		if v == 0 {
			blank[i/27] |= 1 << (i % 27)
		}
	}
	return blank
}

// The deducer finds the digits of an orbit of cells exactly when the
// rater's techniques do, at each level, along digs that keep and blank
// orbits at random.
func TestDeductionAgrees(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 40
	}
	rng := rand.New(rand.NewPCG(3, 4))
	var k key
	var work deducer
	var seen [3]int
	for j := range n {
		sol := randomGrid(rng)
		k.setKey(&sol)
		g := sol
		list := orbits[symmetry(j)%nSymmetries]
		for _, x := range rng.Perm(len(list)) {
			o := list[x]
			cells := o.cells[:o.n]
			for _, i := range cells {
				g[i] = 0
			}
			m := board.MasksOf(&g)
			blank := blankOf(&g)
			for level := 1; level <= 2; level++ {
				work.start(&k, &blank, cells)
				got := work.run(level)
				want := true
				for _, i := range cells {
					want = want && rate.Determines(&g, &m, int(i), level)
				}
				if (got != 0) != want {
					t.Fatalf("puzzle %v, cells %v, level %d: deducer says %d, rater %v", g, cells, level, got, want)
				}
				seen[got]++
			}
			if rng.IntN(3) == 0 || rng.IntN(4) != 0 && !rate.Determines(&g, &m, int(cells[0]), 2) {
				for _, i := range cells {
					g[i] = sol[i]
				}
			}
		}
	}
	if seen[0] == 0 || seen[1] == 0 || seen[2] == 0 {
		t.Errorf("results %v: one is missing from the sample", seen)
	}
}

// Worked to the end, the deducer leaves the candidates the rater leaves,
// at each level, on puzzles with any number of blanks, one solution or
// many.
func TestDeductionClosure(t *testing.T) {
	n := 2000
	if testing.Short() {
		n = 200
	}
	rng := rand.New(rand.NewPCG(5, 6))
	var k key
	var work deducer
	stuck := 0
	for range n {
		sol := randomGrid(rng)
		k.setKey(&sol)
		g := sol
		for _, i := range rng.Perm(81)[:45+rng.IntN(25)] {
			g[i] = 0
		}
		blank := blankOf(&g)
		for level := 1; level <= 2; level++ {
			work.start(&k, &blank, nil)
			work.run(level)
			cand := leftCands(&work)
			want, open, wrong := closure(&g, level)
			if wrong || want != cand {
				t.Fatalf("puzzle %v, level %d: the deducer leaves candidates\n%v\nthe techniques\n%v", g, level, cand, want)
			}
			if open > 0 {
				stuck++
			}
		}
	}
	if stuck == 0 || stuck == 2*n {
		t.Errorf("the techniques got stuck %d times in %d: the sample misses a case", stuck, 2*n)
	}
}

// A hidden pair found in a pass can take away the one other place that a
// digit had in a house when the pass began; the deducer then finds no
// pair there, as the rater does not. This puzzle has two solutions, and
// the deducer, working from one, used to pair a digit with cell 0, in
// none of its houses, and solve the puzzle at level 2.
func TestDeductionHiddenPairTaken(t *testing.T) {
	g := board.Grid{
		0, 2, 8, 0, 0, 7, 0, 4, 0, 6, 0, 4, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 7, 0,
		0, 0, 0, 0, 0, 4, 0, 1, 7, 3, 0, 0, 6, 1, 0, 8, 0, 0, 2, 0, 0, 0, 0, 0, 0, 3, 0,
		0, 3, 0, 0, 0, 2, 1, 0, 5, 0, 1, 6, 0, 0, 0, 0, 8, 0, 5, 0, 0, 0, 0, 0, 4, 0, 0,
	}
	sol := board.Grid{
		9, 2, 8, 1, 5, 7, 3, 4, 6, 6, 7, 4, 9, 3, 8, 2, 5, 1, 1, 5, 3, 2, 4, 6, 9, 7, 8,
		8, 9, 5, 3, 2, 4, 6, 1, 7, 3, 4, 7, 6, 1, 5, 8, 2, 9, 2, 6, 1, 8, 7, 9, 5, 3, 4,
		7, 3, 9, 4, 8, 2, 1, 6, 5, 4, 1, 6, 5, 9, 3, 7, 8, 2, 5, 8, 2, 7, 6, 1, 4, 9, 3,
	}
	var k key
	k.setKey(&sol)
	blank := blankOf(&g)
	var work deducer
	work.start(&k, &blank, nil)
	work.run(2)
	cand := leftCands(&work)
	want, open, _ := closure(&g, 2)
	if open == 0 || want != cand {
		t.Fatalf("the deducer leaves candidates\n%v\nthe techniques (%d open)\n%v", cand, open, want)
	}
}

// leftCands returns the candidates the deducer leaves in each open cell,
// and 0 in the others.
func leftCands(work *deducer) (cand [81]uint16) {
	for i := range cand {
		if !work.placed(i) {
			cand[i] = work.cands(i)
		}
	}
	return cand
}

// closure returns the candidates left in each open cell of g, 0 in the
// others, once the techniques up to level (singles, then pointing,
// claiming, naked and hidden pairs) apply no more; how many cells are
// open; and whether they found g has no solution. It is written here,
// independently of the rater, and applies every technique everywhere until
// nothing changes: each only removes candidates no solution has, so on a
// puzzle with a solution the candidates left are the same whatever the
// order, and so the rater's.
func closure(g *board.Grid, level int) (cand [81]uint16, open int, wrong bool) {
	var c [81]uint16
	for i, d := range g {
		c[i] = 0x3fe
		if d != 0 {
			c[i] = 1 << d
		}
	}
	for changed := true; changed; {
		changed = singles(&c)
		if !changed && level >= 2 {
			changed = intersections(&c) || nakedPairs(&c) || hiddenPairs(&c)
		}
	}
	for i, m := range c {
		switch bits.OnesCount16(m) {
		case 0:
			wrong = true
		case 1:
		default:
			cand[i] = m
			open++
		}
	}
	for _, cells := range oracle.Units {
		var seen uint16
		for _, i := range cells {
			seen |= c[i]
		}
		wrong = wrong || seen != 0x3fe
	}
	return cand, open, wrong
}

// singles removes the digit of each cell with one candidate from the
// cells that share a unit with it, and leaves a digit with one place in a
// unit only there; it reports whether it changed anything.
func singles(c *[81]uint16) bool {
	changed := false
	for i, m := range c {
		if bits.OnesCount16(m) != 1 {
			continue
		}
		for _, u := range oracle.CellUnits[i] {
			for _, p := range oracle.Units[u] {
				if p != i && c[p]&m != 0 {
					c[p] &^= m
					changed = true
				}
			}
		}
	}
	for _, cells := range oracle.Units {
		for d := 1; d <= 9; d++ {
			bit := uint16(1) << d
			if at := placesOf(c, cells, bit); len(at) == 1 && c[at[0]] != bit {
				c[at[0]] = bit
				changed = true
			}
		}
	}
	return changed
}

// placesOf returns the cells of a unit where the digit of bit may go.
func placesOf(c *[81]uint16, cells []int, bit uint16) []int {
	var at []int
	for _, i := range cells {
		if c[i]&bit != 0 {
			at = append(at, i)
		}
	}
	return at
}

// crossings lists the pairs of units that share three cells: a box and a
// row or column, either way round.
var crossings = func() (pairs [][2]int) {
	for u, cells := range oracle.Units {
		for v, others := range oracle.Units {
			if u != v && len(shared(cells, others)) == 3 {
				pairs = append(pairs, [2]int{u, v})
			}
		}
	}
	return pairs
}()

// intersections removes a digit whose places in one unit all lie in a
// second unit from the second's other cells, and reports whether it
// removed any.
func intersections(c *[81]uint16) bool {
	changed := false
	for _, pair := range crossings {
		cells, others := oracle.Units[pair[0]], oracle.Units[pair[1]]
		for d := 1; d <= 9; d++ {
			bit := uint16(1) << d
			at := placesOf(c, cells, bit)
			if len(at) < 2 || len(shared(at, others)) != len(at) {
				continue
			}
			for _, p := range others {
				if !slices.Contains(cells, p) && c[p]&bit != 0 {
					c[p] &^= bit
					changed = true
				}
			}
		}
	}
	return changed
}

// shared returns the cells of a also in b.
func shared(a, b []int) []int {
	var both []int
	for _, i := range a {
		if slices.Contains(b, i) {
			both = append(both, i)
		}
	}
	return both
}

// nakedPairs removes the two candidates of two cells of a unit that have
// just those from the unit's other cells, and reports whether it removed
// any.
func nakedPairs(c *[81]uint16) bool {
	changed := false
	for _, cells := range oracle.Units {
		for x, i := range cells {
			for _, j := range cells[x+1:] {
				if c[i] != c[j] || bits.OnesCount16(c[i]) != 2 {
					continue
				}
				for _, p := range cells {
					if p != i && p != j && c[p]&c[i] != 0 {
						c[p] &^= c[i]
						changed = true
					}
				}
			}
		}
	}
	return changed
}

// hiddenPairs leaves two digits with the same two places in a unit alone
// in those cells, and reports whether it removed any candidate.
func hiddenPairs(c *[81]uint16) bool {
	changed := false
	for _, cells := range oracle.Units {
		for d := 1; d <= 9; d++ {
			at := placesOf(c, cells, 1<<d)
			if len(at) != 2 {
				continue
			}
			for e := d + 1; e <= 9; e++ {
				if other := placesOf(c, cells, 1<<e); len(other) != 2 || other[0] != at[0] || other[1] != at[1] {
					continue
				}
				keep := uint16(1)<<d | uint16(1)<<e
				for _, p := range at {
					if c[p]&^keep != 0 {
						c[p] &= keep
						changed = true
					}
				}
			}
		}
	}
	return changed
}
