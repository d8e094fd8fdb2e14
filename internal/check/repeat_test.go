package check

// These tests read the fingerprints of grids and their table, which only
// the package sees.

import (
	"math/rand/v2"
	"slices"
	"testing"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
	"sudoku/internal/output"
)

// A gridBits read from a grid or from its text in any form says what the
// independent check says of it, and valid grids have the same fingerprint read
// either way, and different ones for different grids.
func TestGridBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	keys := newPrintKeys()
	prints := make(map[uint64]board.Grid)
	forms := []output.Form{{}, {CRLF: true}, {Layout: output.LineLayout}, {Layout: output.LineLayout, CRLF: true}}
	for i := range 50000 {
		g := oracle.DistinctGrids(1, rng.Uint64N(allGrids))[0]
		switch i % 5 {
		case 1: // two cells of a row swapped
			r, a, b := rng.IntN(9), rng.IntN(9), rng.IntN(9)
			g[r*9+a], g[r*9+b] = g[r*9+b], g[r*9+a]
		case 2: // a digit changed, or made blank
			g[rng.IntN(81)] = uint8(rng.IntN(10))
		case 3: // two rows of a band swapped, which keeps it valid
			b, r1, r2 := rng.IntN(3), rng.IntN(3), rng.IntN(3)
			for c := range 9 {
				g[(3*b+r1)*9+c], g[(3*b+r2)*9+c] = g[(3*b+r2)*9+c], g[(3*b+r1)*9+c]
			}
		}
		var x gridBits
		x.fromGrid(&g)
		want := oracle.CheckGrid(&g) == nil
		if x.valid() != want || validGrid(&g) != want {
			t.Fatalf("%v: valid says %v, the independent check %v", g, x.valid(), want)
		}
		for _, f := range forms {
			if slices.Contains(g[:], 0) {
				break // not laid out exactly
			}
			var y gridBits
			text := f.AppendGrid(nil, &g)
			if f.IsLine() {
				y.fromLineText(text)
			} else {
				y.fromGridText(text, f.Row())
			}
			if y != x {
				t.Fatalf("%v in form %+v: %v, from the grid %v", g, f, y, x)
			}
		}
		if !want {
			continue
		}
		if x.first() != g[0] {
			t.Fatalf("%v: first %d", g, x.first())
		}
		p := x.fingerprint(&keys) >> 8
		if h, ok := prints[p]; ok && h != g {
			t.Fatalf("%v and %v have the same fingerprint", g, h)
		}
		prints[p] = g
	}
}

// The fingerprints added more than once are found, once each, in order,
// whatever their bucket, and 0 among them.
func TestRepeatedFingerprints(t *testing.T) {
	f := newFingerprints(10)
	for _, p := range []uint64{
		0, 5 << 8, 0, 1<<56 | 3<<8, 5<<8 | 0xff, 7 << 8, 5 << 8, 1<<56 | 3<<8, 1<<56 | 4<<8, 255 << 56, 255<<56 | 1,
	} {
		f.add(p)
	}
	for i := range 10000 { // enough to outgrow the room made
		f.add(uint64(i+1) << 20)
	}
	got := f.repeated()
	want := []uint64{0, 5, 1<<48 | 3, 255 << 48}
	if !slices.Equal(got, want) {
		t.Errorf("got %x, want %x", got, want)
	}
}
