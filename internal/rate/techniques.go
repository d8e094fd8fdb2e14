package rate

import (
	"math/bits"
	"slices"

	"sudoku/internal/board"
)

// The explainer's techniques up to the wings and the uniqueness ones; the
// chains and the last resorts are in chains.go. Each finder looks through
// the houses, cells or digits in order and describes the first deduction
// it finds that removes a candidate or places a digit.

func (s *Solver) nakedSingle() bool {
	for i, c := range s.cand {
		if c != 0 && c&(c-1) == 0 {
			return s.placing(i, c)
		}
	}
	return false
}

// boxesFirst is the order hidden singles are looked for in: a person
// scans the boxes first.
var boxesFirst = func() (order [27]int) {
	for k := range order {
		order[k] = (k + 18) % 27
	}
	return order
}()

func (s *Solver) hiddenSingle() bool {
	for _, h := range boxesFirst {
		var once, twice uint16
		for _, i := range board.HouseCells[h] {
			c := s.cand[i]
			twice |= once & c
			once |= c
		}
		if only := once &^ twice; only != 0 {
			bit := only & -only
			for _, i := range board.HouseCells[h] {
				if s.cand[i]&bit != 0 {
					if s.text {
						s.describe(" in %s", board.HouseName(h))
					}
					return s.placing(int(i), bit)
				}
			}
		}
	}
	return false
}

// pointing finds a digit whose places in a box all lie in one row or
// column, and removes it from the rest of that line.
func (s *Solver) pointing() bool {
	fails := &s.fails.digit[pointingFails]
	settled := s.fails.settledDigits(fails)
	for b := 18; b < 27 && settled != board.AllDigits; b++ {
		w := s.places(b)
		for d := 1; d <= 9; d++ {
			if settled&(1<<d) != 0 {
				continue
			}
			for k := range 3 {
				// Positions 3k to 3k+2 of a box are a row of it, and
				// positions k, k+3, k+6 a column.
				lines := [2]struct {
					mask uint16
					h    int
				}{{7 << (3 * k), (b-18)/3*3 + k}, {0x49 << k, 9 + (b-18)%3*3 + k}}
				for _, l := range lines {
					if w[d] != 0 && w[d]&^l.mask == 0 && s.clearOutside(l.h, b, d) {
						if s.text {
							s.describe(": %d in %s only in %s", d, board.HouseName(b), board.HouseName(l.h))
						}
						return true
					}
				}
			}
		}
	}
	s.fails.nothing(fails, s.version())
	return false
}

// claiming finds a digit whose places in a row or column all lie in one
// box, and removes it from the rest of that box.
func (s *Solver) claiming() bool {
	fails := &s.fails.digit[claimingFails]
	settled := s.fails.settledDigits(fails)
	for h := 0; h < 18 && settled != board.AllDigits; h++ {
		w := s.places(h)
		for d := 1; d <= 9; d++ {
			if settled&(1<<d) != 0 {
				continue
			}
			for k := range 3 {
				if w[d] == 0 || w[d]&^(7<<(3*k)) != 0 {
					continue
				}
				b := 18 + h/3*3 + k // for a row: band h/3, stack k
				if h >= 9 {
					b = 18 + k*3 + (h-9)/3
				}
				if s.clearOutside(b, h, d) {
					if s.text {
						s.describe(": %d in %s only in %s", d, board.HouseName(h), board.HouseName(b))
					}
					return true
				}
			}
		}
	}
	s.fails.nothing(fails, s.version())
	return false
}

// clearOutside removes digit d from the cells of house h outside house
// keep, and reports whether it removed any.
func (s *Solver) clearOutside(h, keep, d int) bool {
	s.removeSet(board.HouseSet[h].Minus(board.HouseSet[keep]), 1<<d)
	return s.st.nelim > 0
}

// findSets calls found with each choice of n of items, as a bit set of
// their indexes, whose union has n bits, until found returns true. Naked
// subsets choose cells by their candidates, hidden subsets digits by their
// places, and fish lines by the places of a digit in them.
func findSets(items []uint16, n int, found func(chosen, union uint16) bool) bool {
	var choose func(from, depth int, chosen, union uint16) bool
	choose = func(from, depth int, chosen, union uint16) bool {
		if depth == n {
			return bits.OnesCount16(union) == n && found(chosen, union)
		}
		for k := from; k <= len(items)-(n-depth); k++ {
			if u := union | items[k]; bits.OnesCount16(u) <= n && choose(k+1, depth+1, chosen|1<<k, u) {
				return true
			}
		}
		return false
	}
	return choose(0, 0, 0, 0)
}

// nakedSubset finds n cells of a house with n candidates between them,
// which go in those cells, and removes them from the house's other cells.
func (s *Solver) nakedSubset(n int) bool {
	fails := &s.fails.house[0][n]
	for h := range 27 {
		if s.fails.houseSettled(fails[h], h) {
			continue
		}
		fails[h] = s.version() // unless it finds one
		var items [9]uint16
		var cells [9]int
		k, open := 0, 0
		for _, i := range board.HouseCells[h] {
			c := s.cand[i]
			if c == 0 {
				continue
			}
			open++
			if bits.OnesCount16(c) <= n {
				items[k], cells[k] = c, int(i)
				k++
			}
		}
		if open <= n {
			continue
		}
		found := findSets(items[:k], n, func(chosen, union uint16) bool {
			var set board.CellSet
			for m := chosen; m != 0; m &= m - 1 {
				set.Add(cells[bits.TrailingZeros16(m)])
			}
			s.removeSet(board.HouseSet[h].Minus(set), union)
			if s.st.nelim == 0 {
				return false
			}
			if s.text {
				s.describe(" in %s: %s hold only %s", board.HouseName(h), board.CellList(slices.Collect(set.Cells())), board.DigitList(union))
			}
			return true
		})
		if found {
			return true
		}
	}
	return false
}

// hiddenSubset finds n digits of a house with n places between them, and
// removes the other candidates of those places.
func (s *Solver) hiddenSubset(n int) bool {
	fails := &s.fails.house[1][n]
	for h := range 27 {
		if s.fails.houseSettled(fails[h], h) {
			continue
		}
		fails[h] = s.version() // unless it finds one
		w := s.places(h)
		var items [9]uint16
		var digits [9]int
		k, open := 0, 0
		for d := 1; d <= 9; d++ {
			if w[d] == 0 {
				continue
			}
			open++
			if bits.OnesCount16(w[d]) <= n {
				items[k], digits[k] = w[d], d
				k++
			}
		}
		if open <= n {
			continue
		}
		found := findSets(items[:k], n, func(chosen, union uint16) bool {
			var keep uint16
			for m := chosen; m != 0; m &= m - 1 {
				keep |= 1 << digits[bits.TrailingZeros16(m)]
			}
			var set board.CellSet
			for m := union; m != 0; m &= m - 1 {
				i := int(board.HouseCells[h][bits.TrailingZeros16(m)])
				s.remove(i, ^keep)
				set.Add(i)
			}
			if s.st.nelim == 0 {
				return false
			}
			if s.text {
				s.describe(" in %s: %s only in %s", board.HouseName(h), board.DigitList(keep), board.CellList(slices.Collect(set.Cells())))
			}
			return true
		})
		if found {
			return true
		}
	}
	return false
}

// fish finds n rows (or columns) whose places for a digit all lie in n
// columns (rows): the digit takes one place in each of the n columns
// within those rows, and is removed from the rest of the columns. Two
// lines make an x-wing, three a swordfish, four a jellyfish.
func (s *Solver) fish(n int) bool {
	fails := &s.fails.digit[fishFails+n-2]
	settled := s.fails.settledDigits(fails)
	if settled == board.AllDigits {
		return false
	}
	var at [2][10][9]uint16 // the places of each digit in each row, column
	for i, c := range s.cand {
		for c &^= settled; c != 0; c &= c - 1 {
			d := bits.TrailingZeros16(c)
			at[0][d][i/9] |= 1 << (i % 9)
			at[1][d][i%9] |= 1 << (i / 9)
		}
	}
	for d := 1; d <= 9; d++ {
		if settled&(1<<d) != 0 {
			continue
		}
		fails[d] = s.version() // unless it finds one
		bit := uint16(1) << d
		for dir := range 2 {
			var items [9]uint16
			var lines [9]int
			k := 0
			for l, m := range at[dir][d] {
				if c := bits.OnesCount16(m); c >= 2 && c <= n {
					items[k], lines[k] = m, l
					k++
				}
			}
			found := findSets(items[:k], n, func(chosen, union uint16) bool {
				var base uint16
				for m := chosen; m != 0; m &= m - 1 {
					base |= 1 << lines[bits.TrailingZeros16(m)]
				}
				for l := range 9 {
					for m := union; base&(1<<l) == 0 && m != 0; m &= m - 1 {
						s.remove(int(board.LineCell(dir, l, bits.TrailingZeros16(m))), bit)
					}
				}
				if s.st.nelim == 0 {
					return false
				}
				if s.text {
					s.describe(": %d in %s only in %s", d, board.LineList(dir, base), board.LineList(1-dir, union))
				}
				return true
			})
			if found {
				return true
			}
		}
	}
	return false
}

// xyWing finds a pivot cell with two candidates xy that sees two cells
// with xz and yz: whichever the pivot holds, one of them holds z, so no
// cell that sees both does.
func (s *Solver) xyWing() bool {
	for p, cp := range s.cand {
		if bits.OnesCount16(cp) != 2 {
			continue
		}
		var wings [20]int
		k := 0
		for _, q := range board.Peers[p] {
			if c := s.cand[q]; bits.OnesCount16(c) == 2 && bits.OnesCount16(c&cp) == 1 {
				wings[k] = int(q)
				k++
			}
		}
		for a := range k {
			for b := a + 1; b < k; b++ {
				x, y := wings[a], wings[b]
				cx, cy := s.cand[x], s.cand[y]
				z := cx &^ cp
				if cx&cp == cy&cp || cy&^cp != z {
					continue
				}
				s.removeSet(board.PeerSet[x].And(board.PeerSet[y]), z)
				if s.st.nelim > 0 {
					if s.text {
						s.describe(": pivot %s, pincers %s and %s", s.cellWith(p), s.cellWith(x), s.cellWith(y))
					}
					return true
				}
			}
		}
	}
	return false
}

// xyzWing finds a pivot cell with three candidates xyz that sees two cells
// with xz and yz: one of the three holds z, so no cell that sees all three
// does.
func (s *Solver) xyzWing() bool {
	for p, cp := range s.cand {
		if bits.OnesCount16(cp) != 3 {
			continue
		}
		var wings [20]int
		k := 0
		for _, q := range board.Peers[p] {
			if c := s.cand[q]; bits.OnesCount16(c) == 2 && c&^cp == 0 {
				wings[k] = int(q)
				k++
			}
		}
		for a := range k {
			for b := a + 1; b < k; b++ {
				x, y := wings[a], wings[b]
				if s.cand[x]|s.cand[y] != cp || s.cand[x] == s.cand[y] {
					continue
				}
				z := s.cand[x] & s.cand[y]
				s.removeSet(board.PeerSet[p].And(board.PeerSet[x]).And(board.PeerSet[y]), z)
				if s.st.nelim > 0 {
					if s.text {
						s.describe(": pivot %s, pincers %s and %s", s.cellWith(p), s.cellWith(x), s.cellWith(y))
					}
					return true
				}
			}
		}
	}
	return false
}

// uniqueRectangle finds four open cells at the corners of a rectangle in
// two boxes, three with the same two candidates and the fourth with those
// and more. Were the fourth to hold one of the two, the two could be
// swapped in the four cells to give a second solution; the puzzle has one,
// so the fourth holds neither.
func (s *Solver) uniqueRectangle() bool {
	for a, ca := range s.cand {
		if bits.OnesCount16(ca) != 2 {
			continue
		}
		r1, c1 := a/9, a%9
		for r2 := range 9 {
			if r2 == r1 || s.cand[r2*9+c1] != ca {
				continue // the corner below a holds other digits
			}
			for c2 := range 9 {
				if c2 == c1 || s.cand[r1*9+c2] != ca || (r1/3 == r2/3) == (c1/3 == c2/3) {
					continue // not a rectangle in two boxes, or the corner beside a holds other digits
				}
				corners := [4]int{a, r1*9 + c2, r2*9 + c1, r2*9 + c2}
				if s.unlessDeadly(corners, ca) {
					return true
				}
			}
		}
	}
	return false
}

// unlessDeadly removes the digits pair from the last of corners if the
// first three hold only those and it holds those and more.
func (s *Solver) unlessDeadly(corners [4]int, pair uint16) bool {
	for _, i := range corners[:3] {
		if s.cand[i] != pair {
			return false
		}
	}
	if c := s.cand[corners[3]]; c&pair != pair || c == pair {
		return false
	}
	s.remove(corners[3], pair)
	if s.text {
		names := corners[:]
		slices.Sort(names)
		s.describe(": %s in %s", board.DigitList(pair), board.CellList(names))
	}
	return true
}

// bugPlusOne finds the board where every open cell has two candidates but
// one, which has three, and every digit has two places in each house it is
// missing from but in the three houses of that cell, where one of its
// digits has three. Without that digit in the cell, the board would have
// two solutions or none (a bivalue universal grave); the puzzle has one,
// so the cell holds that digit.
func (s *Solver) bugPlusOne() bool {
	extra := -1
	for i, c := range s.cand {
		switch bits.OnesCount16(c) {
		case 0, 2:
		case 3:
			if extra >= 0 {
				return false
			}
			extra = i
		default:
			return false
		}
	}
	if extra < 0 {
		return false
	}
	row := s.places(extra / 9)
	digit := 0
	for d := 1; d <= 9; d++ {
		if s.cand[extra]&(1<<d) != 0 && bits.OnesCount16(row[d]) == 3 {
			digit = d
		}
	}
	for h := range 27 {
		w := s.places(h)
		for d := 1; d <= 9; d++ {
			want := 2
			if d == digit && board.HouseSet[h].Has(extra) {
				want = 3
			}
			if n := bits.OnesCount16(w[d]); n != 0 && n != want {
				return false
			}
		}
	}
	if digit == 0 {
		return false
	}
	if s.text {
		s.describe(": all open cells but %s have two candidates", board.CellName(extra))
	}
	return s.placing(extra, 1<<digit)
}
