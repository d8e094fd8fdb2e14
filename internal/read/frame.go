package read

import (
	"sudoku/internal/board"
)

// frame holds the borders drawn around the rows of grids.
type frame struct {
	ruleAt, ruleBefore int        // the lines of the last two borders
	pending            int        // the line held as the ninth row of the grid being read, or 0, until the line after its border tells whether it is a spacer line
	columnsAt          int        // the last line that named the nine columns, V1 to V9, as R prints a data frame's (see namedColumns)
	top                string     // the first border of the last frame, before its first row, which its last border often is
	bands              bands      // the empty lines between the bands of the grid being read
	drawn              frameStyle // how the grids are drawn
}

// frameStyle is how the grids of a file are drawn, as far as they have
// told.
type frameStyle struct {
	spacers  bool // the rows are each drawn between two spacer lines
	everyRow bool // a border came after a grid's first row: the grids have one after every row, not after each band
	banded   bool // a grid had an empty line after its third or sixth row, between bands
	cut      bool // the last grid ended at an empty line, short, perhaps a first band out of shape
}

// border notes the border l: under a first row with no given, it makes
// that row a Markdown table's header, not a row, unless it is the border
// under a row between two borders, as a grid with one after every row
// has.
func (rd *reader) border(l line) {
	f, g := &rd.frame, &rd.grid
	if isDelimiterRow(l.text) && g.n == 1 && !g.bad && [9]uint8(g.cells[:9]) == [9]uint8{} {
		g.n = 0
	}
	f.ruleBefore, f.ruleAt = f.ruleAt, l.no
	f.drawn.spacers = f.drawn.spacers && g.n > 0 // not after the frame's last row
	drawn := !f.drawn.everyRow && !f.drawn.spacers && f.pending == 0
	n := g.n // the rows of the grid, a row held before them too (see heldRow)
	if g.held.kind != noRow {
		n++
	}
	switch top := string(l.text) == f.top; {
	case g.waiting.set && n%3 != 0 && drawn:
		rd.endRun() // a border after rows that follow a grid, not a band of them
	case g.n == 1 && !g.waiting.set:
		f.drawn.everyRow = true
	case g.n == 0 && !g.waiting.set:
		f.top = string(l.text) // a frame's first border
	case top && g.n == 0 && !f.drawn.everyRow:
		rd.flush() // the frame's last border, after its grid
	case top && n%3 != 0 && drawn:
		rd.endGrid() // the frame's last border, after a grid short of a row
	}
}

// mayHaveSpacer reports whether the line numbered no may be a spacer
// (see spacer): in a frame that has them, or may.
func (f *frame) mayHaveSpacer(rows, no int) bool {
	return f.drawn.spacers || f.pending > 0 || rows == 8 && no == f.ruleAt+3
}

// spacer reports whether l is a spacer line, to be skipped. A grid drawn
// with a border after every row may have a line of nine empty fields
// between bars above and below each row, as Col's Sudoku Helper exports
// one: three lines between each two borders. Read as rows, the first nine
// such lines of a frame are a grid (whose rows 1 and 3, both empty, may be
// swapped: it has two solutions at least), as they are in a grid drawn
// with a border after each band, and so they are read unless the frame
// goes on after their border with another empty line: then rows 2, 5 and
// 8 were the grid's first three, and each empty line next to a border is
// a spacer until the frame's last border, after its grid. So each frame
// gives one grid of nine rows. Another line where a spacer should be is a
// fault. Called only where mayHaveSpacer.
func (rd *reader) spacer(l line) bool {
	f, g := &rd.frame, &rd.grid
	at := l.no - f.ruleAt // the line's place after the last border
	empty := emptyFields(l.text)
	switch {
	case isBorder(l.text):
		return false // noted as a border
	case f.pending > 0 && at == 1 && f.ruleAt == f.pending+1 && empty:
		rd.moveRows(0, 1, 1)
		rd.moveRows(1, 4, 1)
		rd.moveRows(2, 7, 1)
		g.n, f.pending, f.drawn.spacers = 3, 0, true
		return true
	case f.pending > 0:
		rd.addPending() // the frame ended
		return false
	case f.drawn.spacers && at == 2:
		return false // the row
	case f.drawn.spacers && empty && (at == 1 || at == 3):
		return true
	case f.drawn.spacers && g.n == 0:
		f.drawn.spacers = false // after the grid, in a frame without its last border
		return false
	case f.drawn.spacers:
		// The pattern broken: the grid is malformed, not read otherwise.
		g.bad = g.bad || g.n > 0
		rd.fault(l.no, "want a line of empty boxes or a border, as around each row of the grid")
		return true
	case empty && rd.spacedBands(l):
		f.pending = l.no
		return true
	}
	return false
}

// spacedBands reports whether the eight rows of the grid being read, and
// the line l after them, are three bands between borders, each a row
// between two lines of empty fields (see spacer).
func (rd *reader) spacedBands(l line) bool {
	f, g := &rd.frame, &rd.grid
	if g.n != 8 || rd.grid.held.kind != noRow || g.bad || g.rowsTagged(placedTags) != 0 ||
		f.ruleBefore != g.at[3]-1 || f.ruleAt != g.at[6]-1 || l.no != g.at[7]+1 {
		return false
	}
	for k := range 8 {
		if g.at[k] != g.at[0]+k+k/3 || k%3 != 1 && [9]uint8(g.cells[9*k:9*k+9]) != [9]uint8{} {
			return false
		}
	}
	return true
}

// addPending adds the line held as the grid's ninth row, empty, and yields
// the grid (see spacer).
func (rd *reader) addPending() {
	at := rd.frame.pending
	rd.frame.pending = 0
	rd.grid.append(&board.Grid{}, at, 0)
	rd.completeGrid()
}

// emptyFields reports whether text is nine empty fields between ten bars.
func emptyFields(text []byte) bool {
	bars := 0
	for i := 0; i < len(text); {
		_, class, _, size := charAt(text, i)
		i += size
		switch class {
		case barChar:
			bars++
		case spaceChar:
		default:
			return false
		}
	}
	return bars == 10
}
