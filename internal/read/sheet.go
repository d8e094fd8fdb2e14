package read

import (
	"bytes"
	"math/bits"
	"unicode/utf8"

	"sudoku/internal/board"
	"sudoku/internal/fault"
)

// A spreadsheet program writes the rows of a sheet's area as fields, and
// the area may be wider than a grid: a margin before it or a note beside
// it give every row more than nine fields, the same number in each (as
// LibreOffice and SheetJS write them). Other programs end each row at its
// last field that is not empty (ExcelJS), so that a row whose last cells
// are blank is shorter. Which nine fields are the grid's, only the grid's
// rows together tell: the reader keeps each such row as its fields (see
// readFields) until the grid is complete, and then places them (see
// placeFields).

// maxFields is the most fields a spreadsheet's row may have to be read.
const maxFields = 32

// spreadsheet holds the rows of the grid being read that were read as a
// spreadsheet's fields, and the field of the last grid's rows at which
// its nine began, or -1.
type spreadsheet struct {
	rows   [9]fieldRow
	start  int
	parted bool        // an empty row came between grids, as the line between them
	zeros  bool        // the last grid's rows wrote their blanks as 0, not as empty fields
	doubt  waitingGrid // a grid whose empty ninth row may be the line between grids (see holdDoubt)
}

// A fieldRow is a spreadsheet's row of fields.
type fieldRow struct {
	cells [maxFields]uint8 // the digit of each field, or 0
	notes uint32           // the fields holding text that is not a cell
	n     int              // how many fields
}

// readFields reads text into f as a spreadsheet's row of other than nine
// fields: between tabs if it has any, or else semicolons, or else commas,
// each a cell (a digit, or a blank as the grid forms write one or nothing,
// in quotes or not) or a note, such as a level beside the grid. It reports
// whether text is such a row, whose digits are no more than nine fields
// apart, and whose notes, if any, come after its digits in a row of more
// than nine fields, or after its ninth if it has none: a line such as
// "Level,3" is no row. If alone, a line
// of one field, a digit, is such a row too, as a row whose only digit is
// its first is written where rows end at their last digit.
func readFields(text []byte, f *fieldRow, alone bool) bool {
	sep := []byte{','}
	switch {
	case bytes.IndexByte(text, '\t') >= 0:
		sep[0] = '\t'
	case bytes.IndexByte(text, ';') >= 0:
		sep[0] = ';'
	case bytes.IndexByte(text, ',') < 0 && !alone:
		return false
	}
	*f = fieldRow{}
	for field := range bytes.SplitSeq(text, sep) {
		if f.n == maxFields {
			return false
		}
		switch t := bytes.Trim(field, " \"'"); {
		case len(t) == 0:
		case len(t) == 1 && t[0] < utf8.RuneSelf && asciiChars[t[0]].class == cellChar:
			f.cells[f.n] = asciiChars[t[0]].value
		default:
			f.notes |= 1 << f.n
		}
		f.n++
	}
	first, last := f.span()
	notes := bits.TrailingZeros32(f.notes) // the first, or 32
	return f.n != 9 && last-first < 9 && (f.notes == 0 || f.n > 9 && (first >= 0 && notes > last || first < 0 && notes >= 9))
}

// span returns the first and the last field of f with a digit, or -1 and
// -1 if none has one.
func (f *fieldRow) span() (first, last int) {
	first, last = -1, -1
	for i, d := range f.cells[:f.n] {
		if d != 0 {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	return first, last
}

// window returns the nine fields of f that are most likely the grid's
// before its other rows are read: the first nine, or the nine that end
// with its last digit.
func (f *fieldRow) window() []uint8 {
	_, last := f.span()
	s := max(0, last-8)
	return f.cells[s : s+9]
}

// placeFields puts in place, in the grid being read, the cells of the
// rows read as a spreadsheet's fields: the nine fields starting at the
// same one in every row, which must hold every digit and no note. Of the
// places where the nine may start (see fieldStarts), the one where the
// last grid's did is taken, or else the only one where no digit repeats
// in a house. It reports how many places there were to choose from:
// none, one, or more.
func (rd *reader) placeFields() int {
	g := &rd.grid
	rows := rd.fieldRows()
	found, start := 0, -1
	for s := range fieldStarts(&rows, g.n) {
		var t board.Grid
		for r := range g.n {
			copy(t[9*r:9*r+9], rows[r].cells[s:s+9])
		}
		if s == rd.sheet.start {
			found, start = 1, s
			break
		}
		if !board.Repeats(&t) {
			found++
			start = s
		}
	}
	if found == 1 {
		for r := range g.n {
			copy(g.cells[9*r:9*r+9], rows[r].cells[start:start+9])
		}
		rd.sheet.start = start
	}
	return found
}

// fieldRows returns the rows of the grid being read as fields, those read
// as nine cells too.
func (rd *reader) fieldRows() (rows [9]fieldRow) {
	g := &rd.grid
	for r := range g.n {
		if g.tags[r]&tagFields != 0 {
			rows[r] = rd.sheet.rows[r]
		} else {
			copy(rows[r].cells[:9], g.cells[9*r:9*r+9]) // read as nine cells
			rows[r].n = 9
		}
	}
	return rows
}

// fieldStarts yields the fields at which the nine of a grid of n rows may
// start: the rows' digits must lie in them, and no note. If the rows have
// the same number of fields, the nine may start anywhere; if not, at
// least two rows must end early, at a digit, as rows whose last cells are
// blank do, and a row may go on past the nine only to a note. A row with
// no digit and no note fits anywhere.
func fieldStarts(rows *[9]fieldRow, n int) func(yield func(int) bool) {
	same, width := true, 0
	for _, f := range rows[:n] {
		if first, _ := f.span(); first < 0 && f.notes == 0 {
			continue
		}
		if width != 0 && f.n != width {
			same = false
		}
		width = max(width, f.n)
	}
	same = same && width > 9
	return func(yield func(int) bool) {
		for s := 0; s+9 <= max(width, 9); s++ {
			if fitsAt(rows[:n], s, same) && !yield(s) {
				return
			}
		}
	}
}

// fitsAt reports whether the nine fields of rows starting at s can be a
// grid's (see fieldStarts).
func fitsAt(rows []fieldRow, s int, same bool) bool {
	short := 0
	for i := range rows {
		f := &rows[i]
		first, last := f.span()
		switch {
		case first < 0 && f.notes == 0:
		case first >= 0 && (first < s || last > s+8), f.notes>>s&(1<<9-1) != 0:
			return false
		case same:
		case f.n > s+9 && f.notes>>(s+9) == 0: // not a note beside the grid
			return false
		case f.n < s+9:
			if last != f.n-1 {
				return false
			}
			short++
		}
	}
	return same || short >= 2
}

// fieldFaults yields the fault of each row read as a spreadsheet's fields
// in the grid being read, whose fields could not be placed.
func (rd *reader) fieldFaults() {
	g := &rd.grid
	for m := g.rowsTagged(tagFields); m != 0; m &= m - 1 {
		r := bits.TrailingZeros16(m)
		n := rd.sheet.rows[r].n
		rd.fault(g.at[r], "row has %d %s, want 9", n, fault.Plural(n, "cell"))
	}
}
