package oracle

import (
	"strings"
	"unicode/utf16"

	"sudoku/internal/board"
)

// Wiki is the puzzle of Wikipedia's article on sudoku, a line of 81 cells.
const Wiki = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

// Text returns grids as the program writes them, written here
// independently of its code: in the grid form, nine rows of nine digits
// separated by single spaces and an empty line between grids, or with
// lineForm a line of 81 digits each; 0 for a blank, LF line ends.
func Text(lineForm bool, grids ...board.Grid) string {
	var b strings.Builder
	for k, g := range grids {
		if k > 0 && !lineForm {
			b.WriteByte('\n')
		}
		for i, d := range g {
			b.WriteByte('0' + d)
			switch {
			case lineForm && i == 80, !lineForm && i%9 == 8:
				b.WriteByte('\n')
			case !lineForm:
				b.WriteByte(' ')
			}
		}
	}
	return b.String()
}

// Grid returns the grid of a line of 81 cells, a digit or 0 or . for a
// blank.
func Grid(line string) board.Grid {
	return gridOfText(line)
}

// DistinctGrids returns n valid grids, no two the same, made here
// independently of the program's generator, from the grid number seed
// on: grid k has as its first row the k/72-th permutation of the digits,
// in lexicographic order, and below it one of 72 orders of the rows of
// a fixed grid whose first row is 123456789 (the second and third bands
// in either order, and the rows of each in any of six). Two grids with the
// same first row differ in their rows below, which are all different.
func DistinctGrids(n int, seed uint64) []board.Grid {
	base := [9][9]uint8{}
	for r := range 9 {
		for c := range 9 {
			base[r][c] = uint8((r%3*3+r/3+c)%9 + 1)
		}
	}
	grids := make([]board.Grid, n)
	for k := range n {
		idx := seed + uint64(k)
		perm := permutation(idx / 72 % 362880)
		arr := idx % 72
		rows := [9]int{0, 1, 2}
		bands := [2]int{1, 2}
		if arr/36 == 1 {
			bands = [2]int{2, 1}
		}
		for j, b := range bands {
			o := orders3[arr%36/[2]uint64{6, 1}[j]%6]
			for i := range 3 {
				rows[3+3*j+i] = 3*b + o[i]
			}
		}
		for r := range 9 {
			for c := range 9 {
				grids[k][9*r+c] = perm[base[rows[r]][c]-1]
			}
		}
	}
	return grids
}

// orders3 lists the six orders of three things.
var orders3 = [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}

// permutation returns the k-th permutation of the digits 1–9 in
// lexicographic order, k < 9!.
func permutation(k uint64) [9]uint8 {
	pool := []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9}
	var p [9]uint8
	f := uint64(40320) // 8!
	for i := range 9 {
		j := k / f
		k %= f
		p[i] = pool[j]
		pool = append(pool[:j], pool[j+1:]...)
		if i < 8 {
			f /= uint64(8 - i)
		}
	}
	return p
}

// UTF16Text returns s in UTF-16 with a byte order mark.
func UTF16Text(s string, bigEndian bool) string {
	b := []byte{0xff, 0xfe}
	if bigEndian {
		b = []byte{0xfe, 0xff}
	}
	for _, u := range utf16.Encode([]rune(s)) {
		if bigEndian {
			b = append(b, byte(u>>8), byte(u))
		} else {
			b = append(b, byte(u), byte(u>>8))
		}
	}
	return string(b)
}
