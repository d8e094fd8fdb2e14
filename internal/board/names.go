package board

import (
	"fmt"
	"math/bits"
	"strings"
)

// HouseName names house h for messages: "row 3", "column 1", "box 9".
func HouseName(h int) string {
	return fmt.Sprintf("%s %d", [3]string{"row", "column", "box"}[h/9], h%9+1)
}

// CellName names cell i in the community's notation: r1c1 to r9c9.
func CellName(i int) string {
	return fmt.Sprintf("r%dc%d", i/9+1, i%9+1)
}

// DigitString writes the digits of a bit set together: "137".
func DigitString(m uint16) string {
	var b []byte
	for ; m != 0; m &= m - 1 {
		b = append(b, '0'+byte(bits.TrailingZeros16(m)))
	}
	return string(b)
}

// ListOf joins names as English does: "1", "1 and 5", "1, 5 and 8".
func ListOf(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// DigitList lists the digits of a bit set: "1, 3 and 7".
func DigitList(m uint16) string {
	var names []string
	for ; m != 0; m &= m - 1 {
		names = append(names, fmt.Sprint(bits.TrailingZeros16(m)))
	}
	return ListOf(names)
}

// CellList lists cells: "r1c2, r1c5 and r1c9".
func CellList(cells []int) string {
	names := make([]string, len(cells))
	for k, i := range cells {
		names[k] = CellName(i)
	}
	return ListOf(names)
}

// LineList lists lines by their numbers from 1, bits 0–8 of m: "rows 1
// and 5", or columns when dir is 1.
func LineList(dir int, m uint16) string {
	var names []string
	for ; m != 0; m &= m - 1 {
		names = append(names, fmt.Sprint(bits.TrailingZeros16(m)+1))
	}
	return [2]string{"rows ", "columns "}[dir] + ListOf(names)
}
