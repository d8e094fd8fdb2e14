package board

import (
	"math/bits"
)

// A Grid holds a sudoku in row-major order: 0 for a blank, 1–9 for a digit.
type Grid [81]uint8

// The houses of the grid are numbered 0–8 for the rows, 9–17 for the
// columns and 18–26 for the boxes, each row, column and box from the top
// left.

// HouseCells lists the cells of each house.
var HouseCells = func() (h [27][9]uint8) {
	for k := range 9 {
		for j := range 9 {
			h[k][j] = uint8(k*9 + j)
			h[9+k][j] = uint8(j*9 + k)
			h[18+k][j] = uint8((k/3*3+j/3)*9 + k%3*3 + j%3)
		}
	}
	return h
}()

// CellHouses lists the houses of each cell: its row, column and box.
var CellHouses = func() (u [81][3]uint8) {
	for i := range u {
		u[i] = [3]uint8{uint8(i / 9), uint8(9 + i%9), uint8(18 + BoxOf(i))}
	}
	return u
}()

// HouseBits holds the houses of each cell as bits, bit h for house h.
var HouseBits = func() (b [81]uint32) {
	for i, hs := range CellHouses {
		for _, h := range hs {
			b[i] |= 1 << h
		}
	}
	return b
}()

// Peers lists, for each cell, the 20 other cells of its houses.
var Peers = func() (p [81][20]uint8) {
	for i, hi := range CellHouses {
		n := 0
		for j, hj := range CellHouses {
			if j != i && (hi[0] == hj[0] || hi[1] == hj[1] || hi[2] == hj[2]) {
				p[i][n] = uint8(j)
				n++
			}
		}
	}
	return p
}()

// A Place is where a cell is: its row, column and box, and its band
// and its bit there, as the solver and the digger keep cells of a band.
type Place struct {
	Row, Col, Box, Band uint8
	Bit                 uint32
}

// Places holds the place of each cell.
var Places = func() (p [81]Place) {
	for i := range p {
		p[i] = Place{uint8(i / 9), uint8(i % 9), uint8(BoxOf(i)), uint8(i / 27), 1 << (i % 27)}
	}
	return p
}()

// CellCount returns the number of cells in the band masks m.
func CellCount(m *[3]uint32) int {
	return bits.OnesCount32(m[0]) + bits.OnesCount32(m[1]) + bits.OnesCount32(m[2])
}

// BoxOf returns the box, 0–8, of cell i.
func BoxOf(i int) int { return i/27*3 + i%9/3 }

// LineCell returns cell j of row l, or of column l when dir is 1.
func LineCell(dir, l, j int) uint8 {
	if dir == 0 {
		return uint8(l*9 + j)
	}
	return uint8(j*9 + l)
}

// Masks holds the digits given in each row, column and box, as bits
// 1–9.
type Masks struct {
	Row, Col, Box [9]uint16
}

// MasksOf returns the digits given in each house of g.
func MasksOf(g *Grid) (m Masks) {
	for i, d := range g {
		bit := uint16(1) << d &^ 1 // nothing for a blank
		r, c, x := i/9, i%9, BoxOf(i)
		m.Row[r] |= bit
		m.Col[c] |= bit
		m.Box[x] |= bit
	}
	return m
}

// Repeats reports whether a digit of g is in two cells of a house. It
// takes no branch on the cells. Digit d counts as the value 1<<d>>1, a
// blank as 0: a house repeats no digit exactly when the sum of its
// values equals their OR, and as a sum is never less than the OR, no house
// repeats one exactly when the ORs of the 27 houses add up to three times
// the sum of all the values. The three cells of a row in a box share a
// word, a 16-bit lane each, where no sum can overflow.
func Repeats(g *Grid) bool {
	var sum, ors, col0, col1, col2 uint64
	for b := range 3 {
		t := (*[27]uint8)(g[27*b : 27*b+27])
		a0, b0, c0 := triad(t, 0), triad(t, 3), triad(t, 6)
		a1, b1, c1 := triad(t, 9), triad(t, 12), triad(t, 15)
		a2, b2, c2 := triad(t, 18), triad(t, 21), triad(t, 24)
		sum += a0 + b0 + c0 + a1 + b1 + c1 + a2 + b2 + c2
		ors += lanesOr(a0|b0|c0) + lanesOr(a1|b1|c1) + lanesOr(a2|b2|c2) +
			lanesOr(a0|a1|a2) + lanesOr(b0|b1|b2) + lanesOr(c0|c1|c2)
		col0 |= a0 | a1 | a2
		col1 |= b0 | b1 | b2
		col2 |= c0 | c1 | c2
	}
	return lanesSum(ors+col0+col1+col2) != 3*lanesSum(sum)
}

// triad returns the values of cells i to i+2 of band t, a lane each.
func triad(t *[27]uint8, i int) uint64 {
	return laneValue[0][t[i]&15] | laneValue[1][t[i+1]&15] | laneValue[2][t[i+2]&15]
}

// laneValue[k][d] is the value of digit d in lane k, as repeats counts it.
var laneValue = func() (v [3][16]uint64) {
	for k := range v {
		for d := 1; d <= 9; d++ {
			v[k][d] = 1 << (d - 1) << (16 * k)
		}
	}
	return v
}()

// lanesOr and lanesSum return the OR and the sum of the three lanes of w.
func lanesOr(w uint64) uint64  { return (w | w>>16 | w>>32) & 0xffff }
func lanesSum(w uint64) uint64 { return (w + w>>16 + w>>32) & 0xffff }

// FirstRepeat returns the first cell of g, in row-major order, whose digit
// is in an earlier cell of one of its houses, and that house; it returns
// -1, -1 if no digit is repeated. Blanks are 0.
func FirstRepeat(g *Grid) (cell, house int) {
	var seen [27]uint16
	for i, d := range g {
		if d == 0 {
			continue
		}
		bit := uint16(1) << d
		for _, h := range CellHouses[i] {
			if seen[h]&bit != 0 {
				return i, int(h)
			}
			seen[h] |= bit
		}
	}
	return -1, -1
}

// Orders lists the six orders of three rows.
var Orders = [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
