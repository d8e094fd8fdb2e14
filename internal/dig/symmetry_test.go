package dig

// These tests look at the orbits and tables of each symmetry, which only
// the package sees.

import (
	"slices"
	"testing"

	"sudoku/internal/oracle"
)

// The orbits of each symmetry share no cell, hold every cell, and are
// each a cell with its images, in the numbers the geometry gives.
func TestOrbits(t *testing.T) {
	want := [nSymmetries][5]int{
		symNone:   {1: 81},
		symRot180: {1: 1, 2: 40},
		symRot90:  {1: 1, 4: 20},
		symMirror: {1: 9, 2: 36},
		symFlip:   {1: 9, 2: 36},
		symDiag:   {1: 9, 2: 36},
	}
	for s := range nSymmetries {
		var seen [81]bool
		for _, o := range orbits[s] {
			cells := o.cells[:o.n]
			for _, c := range cells {
				if seen[c] {
					t.Fatalf("%v: cell %d in two orbits", s, c)
				}
				seen[c] = true
				if img := oracle.Image(s.String(), int(c)); !slices.Contains(cells, uint8(img)) {
					t.Fatalf("%v: orbit %v lacks %d, the image of %d", s, cells, img, c)
				}
			}
		}
		if slices.Contains(seen[:], false) {
			t.Errorf("%v: a cell is in no orbit", s)
		}
		if got := sizes(orbits[s]); got != want[s] {
			t.Errorf("%v: orbits by size %v, want %v", s, got, want[s])
		}
	}
}

func TestParseSym(t *testing.T) {
	for s, name := range symNames {
		if got, err := parseSym(name); got != symmetry(s) || err != nil {
			t.Errorf("parseSym(%q) = %v, %v", name, got, err)
		}
	}
	for _, name := range []string{"", "Rot90", "rot 90", "spiral"} {
		if _, err := parseSym(name); err == nil || err.Error() != "-sym "+name+": want none, rot180, rot90, mirror, flip, diag" {
			t.Errorf("parseSym(%q): %v", name, err)
		}
	}
}

// reachable adds orbit sizes as a person counts.
func TestReachable(t *testing.T) {
	for _, tt := range []struct {
		k    int
		n    [5]int
		want bool
	}{
		{0, [5]int{}, true},
		{1, [5]int{}, false},
		{5, [5]int{1: 1, 4: 1}, true},
		{6, [5]int{1: 1, 4: 20}, false},
		{80, [5]int{1: 1, 4: 20}, true},
		{81, [5]int{1: 1, 4: 20}, true},
		{82, [5]int{1: 1, 4: 20}, false},
		{7, [5]int{1: 1, 2: 40}, true},
		{7, [5]int{2: 40}, false},
		{9, [5]int{1: 9, 2: 0}, true},
		{10, [5]int{1: 9, 2: 0}, false},
		{10, [5]int{1: 2, 2: 4}, true},
	} {
		if got := reachable(tt.k, tt.n); got != tt.want {
			t.Errorf("reachable(%d, %v) = %v, want %v", tt.k, tt.n, got, tt.want)
		}
	}
}

// coverOrbits finds orbits of list that together hold a cell of each house
// in at most limit cells, or returns nil if there are none.
func coverOrbits(list []orbit, limit int) []int {
	houses := make([]uint32, len(list))
	for k, o := range list {
		for _, c := range o.cells[:o.n] {
			for _, u := range oracle.CellUnits[c] {
				houses[k] |= 1 << u
			}
		}
	}
	var chosen []int
	var search func(covered uint32, cells int) bool
	search = func(covered uint32, cells int) bool {
		if covered == 1<<27-1 {
			return true
		}
		u := 0 // the first house with no cell
		for covered>>u&1 != 0 {
			u++
		}
		for k, o := range list {
			if houses[k]>>u&1 != 0 && cells+o.n <= limit {
				chosen = append(chosen, k)
				if search(covered|houses[k], cells+o.n) {
					return true
				}
				chosen = chosen[:len(chosen)-1]
			}
		}
		return false
	}
	if !search(0, 0) {
		return nil
	}
	return chosen
}

// A puzzle with each symmetry can keep coverSize givens and no house empty,
// and, in the long suite, no fewer. Without symmetry that is plain, nine
// rows needing a given each, and the search is long.
func TestCoverSize(t *testing.T) {
	for s := symNone + 1; s < nSymmetries; s++ {
		if coverOrbits(orbits[s], coverSize[s]) == nil {
			t.Errorf("%v: no symmetric set of %d cells holds a cell of each house", s, coverSize[s])
		}
		if !testing.Short() && coverOrbits(orbits[s], coverSize[s]-1) != nil {
			t.Errorf("%v: a symmetric set of fewer than %d cells holds a cell of each house", s, coverSize[s])
		}
	}
}
