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
			var cand [81]uint16
			for i := range cand {
				if !work.placed(i) {
					cand[i] = work.cands(i)
				}
			}
			var b logicBoard
			b.init(&g)
			b.solveLogic(level)
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
