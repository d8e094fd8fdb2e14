package main

import (
	"math/rand/v2"
	"testing"
)

// blankOf returns the blank cells of g, by band.
func blankOf(g *Grid) (blank [3]uint32) {
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
			m := masks(&g)
			blank := blankOf(&g)
			for level := 1; level <= 2; level++ {
				work.start(&k, &blank, cells)
				got := work.run(level)
				want := true
				for _, i := range cells {
					want = want && determines(&g, &m, int(i), level)
				}
				if (got != 0) != want {
					t.Fatalf("puzzle %v, cells %v, level %d: deducer says %d, rater %v", g, cells, level, got, want)
				}
				seen[got]++
			}
			if rng.IntN(3) == 0 || rng.IntN(4) != 0 && !determines(&g, &m, int(cells[0]), 2) {
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
			b := ratedBoard(&g, level)
			if b.wrong || b.cand != cand {
				t.Fatalf("puzzle %v, level %d: the deducer leaves candidates\n%v\nthe rater\n%v", g, level, cand, b.cand)
			}
			if b.open > 0 {
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
	g := Grid{
		0, 2, 8, 0, 0, 7, 0, 4, 0, 6, 0, 4, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 7, 0,
		0, 0, 0, 0, 0, 4, 0, 1, 7, 3, 0, 0, 6, 1, 0, 8, 0, 0, 2, 0, 0, 0, 0, 0, 0, 3, 0,
		0, 3, 0, 0, 0, 2, 1, 0, 5, 0, 1, 6, 0, 0, 0, 0, 8, 0, 5, 0, 0, 0, 0, 0, 4, 0, 0,
	}
	sol := Grid{
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
	b := ratedBoard(&g, 2)
	if b.open == 0 || b.cand != cand {
		t.Fatalf("the deducer leaves candidates\n%v\nthe rater (%d open)\n%v", cand, b.open, b.cand)
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

// ratedBoard returns the rater's board of g after the techniques up to
// level.
func ratedBoard(g *Grid, level int) *logicBoard {
	var b logicBoard
	b.init(g)
	b.solveLogic(level)
	return &b
}
