package main

import (
	"math/bits"
)

// A Grid holds a sudoku in row-major order: 0 for a blank, 1–9 for a digit.
type Grid [81]uint8

// The houses of the grid are numbered 0–8 for the rows, 9–17 for the
// columns and 18–26 for the boxes, each row, column and box from the top
// left.

// houseCells lists the cells of each house.
var houseCells = func() (h [27][9]uint8) {
	for k := range 9 {
		for j := range 9 {
			h[k][j] = uint8(k*9 + j)
			h[9+k][j] = uint8(j*9 + k)
			h[18+k][j] = uint8((k/3*3+j/3)*9 + k%3*3 + j%3)
		}
	}
	return h
}()

// cellHouses lists the houses of each cell: its row, column and box.
var cellHouses = func() (u [81][3]uint8) {
	for i := range u {
		u[i] = [3]uint8{uint8(i / 9), uint8(9 + i%9), uint8(18 + boxOf(i))}
	}
	return u
}()

// cellPeers lists, for each cell, the 20 other cells of its houses.
var cellPeers = func() (p [81][20]uint8) {
	for i, hi := range cellHouses {
		n := 0
		for j, hj := range cellHouses {
			if j != i && (hi[0] == hj[0] || hi[1] == hj[1] || hi[2] == hj[2]) {
				p[i][n] = uint8(j)
				n++
			}
		}
	}
	return p
}()

// A cellPlace is where a cell is: its row, column and box, and its band
// and its bit there (see dig.go).
type cellPlace struct {
	r, c, x, band uint8
	bit           uint32
}

// places holds the place of each cell.
var places = func() (p [81]cellPlace) {
	for i := range p {
		p[i] = cellPlace{uint8(i / 9), uint8(i % 9), uint8(boxOf(i)), uint8(i / 27), 1 << (i % 27)}
	}
	return p
}()

// cellCount returns the number of cells in the band masks m.
func cellCount(m *[3]uint32) int {
	return bits.OnesCount32(m[0]) + bits.OnesCount32(m[1]) + bits.OnesCount32(m[2])
}

// boxOf returns the box, 0–8, of cell i.
func boxOf(i int) int { return i/27*3 + i%9/3 }

// lineCell returns cell j of row l, or of column l when dir is 1.
func lineCell(dir, l, j int) uint8 {
	if dir == 0 {
		return uint8(l*9 + j)
	}
	return uint8(j*9 + l)
}

// givenMasks holds the digits given in each row, column and box, as bits
// 1–9.
type givenMasks struct {
	row, col, box [9]uint16
}

// masks returns the digits given in each house of g.
func masks(g *Grid) (m givenMasks) {
	for i, d := range g {
		bit := uint16(1) << d &^ 1 // nothing for a blank
		r, c, x := i/9, i%9, boxOf(i)
		m.row[r] |= bit
		m.col[c] |= bit
		m.box[x] |= bit
	}
	return m
}

// repeats reports whether a digit of g is in two cells of a house. It
// takes no branch on the cells. Digit d counts as the value 1<<d>>1, a
// blank as 0: a house repeats no digit exactly when the sum of its
// values equals their OR, and as a sum is never less than the OR, no house
// repeats one exactly when the ORs of the 27 houses add up to three times
// the sum of all the values. The three cells of a row in a box share a
// word, a 16-bit lane each, where no sum can overflow.
func repeats(g *Grid) bool {
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

// firstRepeat returns the first cell of g, in row-major order, whose digit
// is in an earlier cell of one of its houses, and that house; it returns
// -1, -1 if no digit is repeated. Blanks are 0.
func firstRepeat(g *Grid) (cell, house int) {
	var seen [27]uint16
	for i, d := range g {
		if d == 0 {
			continue
		}
		bit := uint16(1) << d
		for _, h := range cellHouses[i] {
			if seen[h]&bit != 0 {
				return i, int(h)
			}
			seen[h] |= bit
		}
	}
	return -1, -1
}

// orders lists the six orders of three rows.
var orders = [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
