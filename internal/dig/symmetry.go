package dig

import (
	"fmt"
	"strings"
)

// A symmetry maps each cell to its image; -sym makes a puzzle's givens the
// same as their images, by digging whole orbits: a cell with its images,
// one, two or four cells.
type symmetry int

const (
	symNone symmetry = iota
	symRot180
	symRot90
	symMirror // left–right
	symFlip   // top–bottom
	symDiag   // about the main diagonal
	nSymmetries
)

var symNames = [nSymmetries]string{"none", "rot180", "rot90", "mirror", "flip", "diag"}

func (s symmetry) String() string { return symNames[s] }

// parseSym reads the name of a symmetry.
func parseSym(name string) (symmetry, error) {
	for s, n := range symNames {
		if n == name {
			return symmetry(s), nil
		}
	}
	return 0, fmt.Errorf("-sym %s: want %s", name, strings.Join(symNames[:], ", "))
}

// image returns the image of cell i.
func (s symmetry) image(i int) int {
	r, c := i/9, i%9
	switch s {
	case symRot180:
		r, c = 8-r, 8-c
	case symRot90:
		r, c = c, 8-r
	case symMirror:
		c = 8 - c
	case symFlip:
		r = 8 - r
	case symDiag:
		r, c = c, r
	}
	return r*9 + c
}

// An orbit is a cell and its images, n of them.
type orbit struct {
	cells [4]uint8
	n     int
}

// orbits lists the orbits of each symmetry, by their first cell; under
// none, orbit i is cell i.
var orbits = func() (all [nSymmetries][]orbit) {
	for s := range nSymmetries {
		all[s] = make([]orbit, 0, 81) // one allocation: this runs at every start
		var seen [81]bool
		for i := range 81 {
			if seen[i] {
				continue
			}
			var o orbit
			for j := i; !seen[j]; j = s.image(j) {
				seen[j] = true
				o.cells[o.n] = uint8(j)
				o.n++
			}
			all[s] = append(all[s], o)
		}
	}
	return all
}()

// sizes counts the orbits of each size, 1, 2 and 4, in list.
func sizes(list []orbit) (n [5]int) {
	for _, o := range list {
		n[o.n]++
	}
	return n
}

// reachable reports whether some of the orbits counted in n, of sizes 1,
// 2 and 4, hold k cells together.
func reachable(k int, n [5]int) bool {
	for fours := range min(n[4], k/4) + 1 {
		rest := k - 4*fours
		twos := min(n[2], rest/2)
		if rest-2*twos <= n[1] {
			return true
		}
	}
	return false
}

// coverSize is the fewest givens a puzzle with each symmetry can have with
// a given in every house: nine, one on each row, column and box, are
// symmetric under all but mirror and flip, under which a row (column) with
// a given off the middle column (row) has two, and the four columns on
// each side need a given each. TestCoverSize finds covers of these sizes,
// and in the long suite that there are none smaller.
var coverSize = [nSymmetries]int{9, 9, 9, 13, 13, 9}
