package read

import (
	"bytes"
	"math/bits"

	"sudoku/internal/board"
	"sudoku/internal/fault"
)

// gridRows is the grid being read a row a line.
type gridRows struct {
	cells     board.Grid
	at        [9]int      // the line of each row
	tags      [9]rowTag   // how each row was written
	n         int         // rows read
	bad       bool        // a row of it was malformed and reported
	indexFrom int         // the number of its first row, after an index (see indexedRow)
	waiting   waitingGrid // the grid read before it
	held      heldRow     // a row before it that may be its first
}

// A waitingGrid is a grid of nine rows read and not yet yielded: the line
// after it tells whether it is one. Rows may follow a grid with no line
// between, as grids are written one after another, but then nine more
// must come before the next line that is not a row: fewer, and the rows
// are a grid with a row too many, or cut short, which is a fault. Any
// other line, or a malformed row, ends the wait, and yields the grid.
type waitingGrid struct {
	cells     board.Grid
	at        [9]int
	set       bool
	lastIndex int  // the index of its last row, if each row follows its index (see indexedRow), or -1
	spaced    bool // its rows have spaces for blanks (see spacedRow)
}

// A rowTag says how a row was written, where that matters to the rows
// around it.
type rowTag uint16

const (
	tagLabel         rowTag = 1 << iota // after a label naming it (see labelledRow), or its index
	tagSheetLabel                       // the label in a field of its own
	tagIndexed                          // after its index (see indexedRow)
	tagFields                           // as a spreadsheet's fields, placed when the grid is complete (see spreadsheet)
	tagSpaced                           // with spaces for blanks (see spacedRow): after it, a line of nine spaces is a row
	tagBulleted                         // after a list's bullet (see bulletRow): after it, a short row's bullet is no blank
	tagColumnsBefore                    // after the numbers of the columns from 0, read as the grid's one row so far, no row (see indexedRow)
	tagEmptyFields                      // with an empty field for a blank, as a spreadsheet writes one
	tagWritten                          // with a blank written as a character, 0 or ., as a spreadsheet of zeros writes one

	// placedTags are the tags that say how the rows of a grid are placed.
	placedTags = tagLabel | tagSheetLabel | tagIndexed | tagFields
)

// append puts cells, a row of tag read at line at, after the rows read.
func (g *gridRows) append(cells *board.Grid, at int, tag rowTag) {
	copy(g.cells[g.n*9:g.n*9+9], cells[:9])
	g.at[g.n], g.tags[g.n] = at, tag
	g.n++
}

// rowsTagged returns the rows of the grid, as bits, whose tag has one of
// those of t.
func (g *gridRows) rowsTagged(t rowTag) uint16 {
	var m uint16
	for r, tag := range g.tags {
		if tag&t != 0 {
			m |= 1 << r
		}
	}
	return m
}

// A heldRow is a row held before the rows of the grid being read, of a
// kind that may be its first row or a line between grids, and the line
// it was on; the rows that follow tell which.
type heldRow struct {
	kind heldKind
	at   int
	sure heldSure // what the grid before it says of it (see heldAfter)
}

// A heldSure is what a whole grid right before a held empty row says of
// it, in a sheet whose grids are parted by an empty row.
type heldSure uint8

const (
	mayBeFirst  heldSure = iota // nothing: no such grid, or one in doubt (see holdDoubt)
	uniqueFirst                 // the grid's ninth row is empty: the row is the next grid's first only if that grid then has one solution
	between                     // the grid's ninth row is not empty: the row lies between grids
)

// A heldKind is a kind of row that may be the first of a grid or a line
// between grids.
type heldKind uint8

const (
	noRow      heldKind = iota
	emptyRow            // fields with nothing in them, ",,,,,,,,"
	numbersRow          // 1 to 9: the numbers of the columns above a grid
)

// holdsRow returns the kind of held row that text, read as the row cells,
// is, or noRow. A spreadsheet writes its empty rows as fields with nothing
// in them, so that a row of a grid with no given and the empty row that
// parts two grids are the same line; and the numbers of the columns over
// a grid are a row too. A row with a fault or after a label is neither.
func holdsRow(text []byte, cells *board.Grid, r *reading) heldKind {
	if cells[0] > 1 {
		return noRow // a held row begins with 0 or 1
	}
	return heldKindOf(text, cells, r)
}

// heldKindOf is holdsRow for a row that begins with 0 or 1.
func heldKindOf(text []byte, cells *board.Grid, r *reading) heldKind {
	if r.err != "" || r.tag&(tagLabel|tagSheetLabel) != 0 {
		return noRow
	}
	switch [9]uint8(cells[:9]) {
	case [9]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9}:
		return numbersRow
	case [9]uint8{}:
		if len(text) > 0 && len(bytes.Trim(text, ",;\t")) == 0 {
			return emptyRow
		}
	}
	return noRow
}

// addRow adds the cells read from the line l as a row of the puzzle in the
// grid form, and yields the puzzle if it is the ninth. A row of a kind
// that may lie between grids is held (see holdsRow) until the tenth row
// after it or the end of the rows tells whether it was the first of the
// grid after it.
func (rd *reader) addRow(l line, cells *board.Grid, r *reading) {
	g := &rd.grid
	if rd.frame.bands.left > 0 {
		return // a row of a grid out of shape
	}
	if rd.grid.waiting.set && rd.afterWaiting(l, cells, r) {
		return
	}
	if 0 < g.n && g.n < 8 && r.err == "" && rd.grid.held.kind == noRow && r.tag == 0 {
		g.append(cells, l.no, 0) // the second to the eighth row, nearly every time
		return
	}
	if r.tag&tagColumnsBefore != 0 {
		g.n = 0
		r.tag &^= tagColumnsBefore
	}
	if rd.grid.held.kind != noRow && g.n == 9 && !rd.resolveHeld(l, cells, r) {
		return
	}
	if g.n == 8 && rd.grid.held.kind == noRow && holdsRow(l.text, cells, r) == emptyRow {
		if rd.emptyBefore() {
			return
		}
		if !rd.emptyNinth() {
			rd.endGrid() // a line between grids, after a grid short of a row
		}
	}
	if r.err != "" {
		g.bad = true
		rd.fault(l.no, "%s", r.err)
	}
	if g.n == 0 {
		g.tags = [9]rowTag{}
		h := holdsRow(l.text, cells, r)
		if h == emptyRow && rd.sheet.zeros {
			return // an empty row between grids of zeros
		}
		if rd.grid.held.kind == noRow && h != noRow {
			rd.grid.held = heldRow{h, l.no, rd.heldAfter(l.no)}
			return
		}

	}
	if r.tag&(tagLabel|tagSheetLabel) != 0 {
		rd.grid.held.kind = noRow // rows named by their labels: it was no row
	}
	if r.tag&tagIndexed != 0 {
		g.indexFrom = r.indexFrom
	}
	if r.tag&tagFields != 0 {
		rd.sheet.rows[g.n] = r.from.fields
	}
	g.append(cells, l.no, r.tag)
	if g.n == 9 && rd.grid.held.kind == noRow {
		rd.completeGrid()
	}
}

// afterWaiting reads a row l that follows a grid waiting (see
// waitingGrid), and reports whether that read it. In a spreadsheet whose
// grids are parted by an empty row, a row where that row should be is a
// fault, for a row too many or too few; the last row again after its
// index is a row too many; a malformed row ends the wait, and, after a
// held row, is read as a row of the grid after it, which is then no
// grid.
func (rd *reader) afterWaiting(l line, cells *board.Grid, r *reading) bool {
	g, w := &rd.grid, &rd.grid.waiting
	h := holdsRow(l.text, cells, r)
	switch {
	case g.n == 0 && r.err != "" && r.n == 10 && int(cells[0]) == w.lastIndex:
		rd.endRun() // the last row again, after its index
		return true
	case g.n == 0 && r.err == "" && h == noRow && rd.sheet.parted:
		rd.fault(w.at[0], "grid is not followed by the empty row between grids: a row too many or too few")
		w.set = false
	case r.err != "" && g.n > 0 && rd.grid.held.kind != noRow:
		rd.flush() // a malformed row of the grid after a held row
	case r.err != "" || g.n == 0 && h != noRow || h == emptyRow:
		if g.n == 0 && h == emptyRow {
			rd.holdDoubt(l.no)
		}
		rd.endGrid() // no row of a grid after the one waiting
	}
	return false
}

// resolveHeld tells, on the tenth row after a held row, l, whether the
// held row was the grid's first, or a line before it, and reports
// whether l is still to be added. The held row is the grid's first if
// only then is the grid a puzzle with one solution. If both readings are
// (the rows of each band in another order, as when a band's first row is
// empty), the row after tells: a row of the next grid, or, if it is
// another empty row, not.
func (rd *reader) resolveHeld(l line, cells *board.Grid, r *reading) bool {
	g := &rd.grid
	h, held := holdsRow(l.text, cells, r), rd.grid.held.kind
	first := false
	if held == emptyRow {
		rd.placeSoFar()
		after, before := unique(g.cells[:]), rd.grid.held.sure != between && unique(rd.heldFirst())
		if after && before && h == held {
			at := rd.grid.held.at
			g.n, rd.grid.held.kind = 0, noRow
			rd.fault(at, "an empty row and nine rows: which of them are the grid's is not clear")
			rd.addRow(l, cells, r)
			return false
		}
		first = before && (!after || h != held)
	}
	switch {
	case h == held && !first:
		// Another such row ten rows on: both are lines between grids,
		// as an empty row parts each two grids of a sheet.
		rd.grid.held.at = l.no
		rd.sheet.parted = rd.sheet.parted || held == emptyRow
		rd.completeGrid()
		rd.holdDoubt(l.no)
		rd.grid.held.sure = rd.heldAfter(l.no)
		return false
	case held == emptyRow && !first && [9]uint8(g.cells[:9]) == [9]uint8{}:
		// Two empty rows, and nine rows after them: the grid.
		rd.sheet.parted = true
		rd.moveRows(0, 1, 8)
		g.n, rd.grid.held.kind = 8, noRow
		return true
	case rd.grid.held.sure != mayBeFirst && !first:
		// The nine rows after the line between grids are the grid, and
		// l, where the next such line should be, is a row too many or
		// too few (see afterWaiting).
		rd.grid.held.kind = noRow
		rd.completeGrid()
		rd.addRow(l, cells, r)
		return false
	}
	return rd.heldWasFirst(held)
}

// heldWasFirst reads the held row as the first of a grid of itself and
// eight rows, and the ninth as the beginning of the next: its first row,
// or, if empty, a row held in turn. It reports that the row after, read
// by resolveHeld, is still to be added.
func (rd *reader) heldWasFirst(held heldKind) bool {
	g := &rd.grid
	ninth, at, tag, fields, bad := [9]uint8(g.cells[72:81]), g.at[8], g.tags[8], rd.sheet.rows[8], g.bad
	g.n = 8
	rd.placeHeld()
	rd.completeGrid()
	if held == emptyRow && ninth == [9]uint8{} {
		rd.grid.held = heldRow{emptyRow, at, rd.heldAfter(at)}
		return true
	}
	copy(g.cells[:9], ninth[:])
	g.bad = bad // the row may be the one reported
	g.at[0], g.tags, rd.sheet.rows[0] = at, [9]rowTag{tag}, fields
	g.n = 1
	return true
}

// emptyBefore reads an empty row after eight rows, where the grid is a
// puzzle with one solution only with an empty row before them, not after,
// as the grid's first row and this one as a line between grids: a
// spreadsheet program wrote the area from the first row with a cell. It
// reports whether it did.
func (rd *reader) emptyBefore() bool {
	g := &rd.grid
	if g.rowsTagged(tagEmptyFields) == 0 {
		return false // the grid writes its blanks as characters, and so an empty row
	}
	if rd.placeSoFar(); unique(g.cells[:72]) || !unique(rd.heldFirst()) {
		return false
	}
	rd.moveRows(1, 0, 8)
	clear(g.cells[:9])
	g.at[0], g.n = g.at[1], 9
	rd.completeGrid()
	rd.flush() // the empty row lies between grids
	return true
}

// emptyNinth reports whether an empty row after eight rows, as a
// spreadsheet writes one, is the grid's ninth, not a line between grids
// after a grid short of a row: only if the grid's rows write a blank as
// an empty field, not as 0, and the next line is not another grid's
// first row (but the empty row between grids, or none), or the grid with
// it is a puzzle with one solution.
func (rd *reader) emptyNinth() bool {
	g := &rd.grid
	if g.rowsTagged(tagEmptyFields) == 0 {
		return false
	}
	l, ok := rd.nextInBlock()
	if !ok {
		return true
	}
	rd.src.unread(l)
	if len(bytes.Trim(l.text, ",;\t")) == 0 {
		return true
	}
	if rd.sheet.parted {
		return false // the grids are parted by an empty row, which this is
	}
	rd.placeSoFar()
	return unique(g.cells[:72])
}

// beforeHeader reads what a header line l, such as a grid's title, says
// of the empty row held before it. Right after a whole grid, the row
// parts the grids of the sheet, as SheetJS writes grids under titles.
// In such a sheet, an empty row right before the header, the eighth
// after a held empty row, is the line between grids, not a ninth row,
// if the grid with it has no one solution: the grid is short a row, a
// fault, not read with the line between grids for its last.
func (rd *reader) beforeHeader(l line) {
	g, h := &rd.grid, &rd.grid.held
	if h.kind != emptyRow {
		return
	}
	switch {
	case g.n == 0 && h.at == l.no-1 && g.waiting.at[8] == h.at-1:
		rd.sheet.parted = true
	case g.n == 8 && rd.sheet.parted && g.at[7] == l.no-1 && !g.bad && [9]uint8(g.cells[63:72]) == [9]uint8{}:
		if rd.placeSoFar(); unique(rd.heldFirst()) {
			return
		}
		rd.flush()
		rd.fault(h.at, "grid has 8 rows, want 9")
		g.n, h.kind = 0, noRow
	}
}

// placeSoFar puts in place the rows read so far as a spreadsheet's
// fields (see placeFields), where they can be, before the grid is
// complete, so that its readings can be tried.
func (rd *reader) placeSoFar() {
	if rd.grid.rowsTagged(tagFields) != 0 {
		rd.placeFields()
	}
}

// heldFirst returns the grid of the held row and the first eight rows
// after it.
func (rd *reader) heldFirst() []uint8 {
	var g board.Grid
	copy(g[9:], rd.grid.cells[:72])
	if rd.grid.held.kind == numbersRow {
		copy(g[:9], []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9})
	}
	return g[:]
}

// unique reports whether the cells g, as many as a grid has or fewer, the
// rest blank, make a puzzle with exactly one solution.
func unique(cells []uint8) bool {
	var g board.Grid
	copy(g[:], cells)
	return !board.Repeats(&g) && board.Solve(&g, 2) == 1
}

// placeHeld makes the held row the first of the grid being read, before
// the rows read after it.
func (rd *reader) placeHeld() {
	g := &rd.grid
	if rd.inDoubt() {
		// The Grid before, in doubt, took the line between grids for
		// its ninth row.
		rd.sheet.doubt.set = false
		rd.fault(rd.sheet.doubt.at[0], "grid has 8 rows, want 9")
	}
	rd.moveRows(1, 0, g.n)
	clear(g.cells[:9])
	if rd.grid.held.kind == numbersRow {
		copy(g.cells[:9], []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9})
	}
	g.at[0], g.tags[0] = rd.grid.held.at, 0
	g.n++
	rd.grid.held.kind = noRow
}

// moveRows moves n rows of the grid being read from row from to row to,
// with what is known of each, which only they then have.
func (rd *reader) moveRows(to, from, n int) {
	g := &rd.grid
	copy(g.cells[9*to:9*(to+n)], g.cells[9*from:9*(from+n)])
	copy(g.at[to:to+n], g.at[from:from+n])
	copy(rd.sheet.rows[to:to+n], rd.sheet.rows[from:from+n])
	var tags [9]rowTag
	copy(tags[to:to+n], g.tags[from:from+n])
	g.tags = tags
}

// completeGrid ends the nine rows of the grid being read, a puzzle that
// waits for the line after it (see waitingGrid), unless a row was
// malformed; a grid waiting before it, with no line between them, is
// yielded first.
func (rd *reader) completeGrid() {
	g := &rd.grid
	rd.flush()
	if g.tags == [9]rowTag{} && !g.bad {
		// Rows written plainly, nearly every time.
		g.n, rd.frame.bands, rd.frame.drawn.cut, rd.sheet.zeros = 0, bands{}, false, false
		g.waiting = waitingGrid{g.cells, g.at, true, -1, false}
		return
	}
	if g.rowsTagged(tagFields) != 0 && !g.bad {
		switch n := rd.placeFields(); {
		case n == 0:
			g.n = 0
			rd.fieldFaults()
			return
		case n > 1:
			g.n = 0
			rd.fault(g.at[0], "which nine fields of the rows are the grid's is not clear: remove the empty columns beside it")
			return
		}
	}
	bad := g.bad
	g.n, g.bad, rd.frame.bands = 0, false, bands{}
	rd.frame.drawn.cut = false
	rd.sheet.zeros = g.rowsTagged(tagWritten) != 0 && g.rowsTagged(tagEmptyFields) == 0
	switch {
	case bad:
	case partly(g.rowsTagged(tagSheetLabel)):
		// A row of ten fields whose first happens to be its number,
		// most likely, among rows without.
		rd.fault(g.at[bits.TrailingZeros16(g.rowsTagged(tagSheetLabel))], "row has 10 fields, its number first, where the other rows have none")
	case partly(g.rowsTagged(tagIndexed)):
		rd.fault(g.at[bits.TrailingZeros16(g.rowsTagged(tagIndexed))], "row has 10 cells, its number first, where the other rows have none")
	default:
		last := -1
		if g.rowsTagged(tagIndexed) == 1<<9-1 {
			last = g.indexFrom + 8
		}
		g.waiting = waitingGrid{g.cells, g.at, true, last, g.rowsTagged(tagSpaced) != 0}
	}
}

// flush yields the grid in doubt, once the row after it is known to lie
// between grids (see holdDoubt), and the grid waiting, unless they are
// solutions.
func (rd *reader) flush() {
	if rd.sheet.doubt.set && !rd.inDoubt() {
		rd.yieldGrid(&rd.sheet.doubt)
	}
	rd.yieldGrid(&rd.grid.waiting)
}

// yieldGrid yields the grid w, if it is set and not a solution, and
// unsets it.
func (rd *reader) yieldGrid(w *waitingGrid) {
	if w.set {
		w.set = false
		if !rd.sols.isSolution(&w.cells) {
			rd.emitChecked(&w.cells, w.at[0], &w.at)
		}
	}
}

// holdDoubt keeps the grid waiting in doubt, if the sheet's grids are
// parted by an empty row, its ninth row is empty, it is not a puzzle
// with one solution, and the empty row on the line at, right after it,
// is held; it yields it otherwise. Such a row is either the line between
// grids, after the grid, or the next grid's empty first row, after the
// grid's last eight and the line between them. Only the next grid
// tells: if the held row is its first (see placeHeld), the grid in doubt
// was short a row, a fault, and not read shifted, with the grids after
// it. A grid with one solution is whole: with a row missing, its empty
// ninth would make it the same grid.
func (rd *reader) holdDoubt(at int) {
	w := &rd.grid.waiting
	if w.set && rd.sheet.parted && w.at[8] == at-1 && [9]uint8(w.cells[72:81]) == [9]uint8{} && !unique(w.cells[:]) {
		rd.sheet.doubt, w.set = *w, false
		return
	}
	rd.flush()
}

// heldAfter returns what the grid right before an empty row on the line
// at, held, says of it (see heldSure), in a sheet whose grids are parted
// by an empty row: after a whole grid that is not in doubt (see
// holdDoubt), the row is the line between grids, and the grid after it
// the nine rows after it, or a fault, never the row and eight rows, read
// shifted; unless the grid's ninth row is empty, and could have been
// that line, and only the row and eight rows are a puzzle with one
// solution.
func (rd *reader) heldAfter(at int) heldSure {
	w, d := &rd.grid.waiting, &rd.sheet.doubt
	switch {
	case !rd.sheet.parted || w.at[8] != at-1 || d.set && d.at[8] == at-1:
		return mayBeFirst
	case [9]uint8(w.cells[72:81]) == [9]uint8{}:
		return uniqueFirst
	}
	return between
}

// inDoubt reports whether the grid in doubt is still so: the empty row
// after it is held, neither a grid's first row nor a line between grids
// yet.
func (rd *reader) inDoubt() bool {
	d, h := &rd.sheet.doubt, &rd.grid.held
	return d.set && h.kind == emptyRow && h.at == d.at[8]+1
}

// endRun ends rows that followed the grid waiting, with no line between
// them, fewer than nine: a grid of more than nine rows, or one cut short
// after it. Neither is yielded.
func (rd *reader) endRun() {
	g := &rd.grid
	rd.fault(g.waiting.at[0], "grid has %d rows, want 9", 9+max(g.n, 1))
	g.waiting.set = false
	g.n, g.bad = 0, false
}

// partly reports whether some rows of nine, but not all, are in m.
func partly(m uint16) bool { return m != 0 && m != 1<<9-1 }

// endGrid ends the puzzle in the grid form being read, which is incomplete
// if it has begun; a puzzle with a row already reported is not reported
// again.
func (rd *reader) endGrid() {
	g := &rd.grid
	if g.waiting.set && g.n > 0 && rd.grid.held.kind == noRow {
		rd.endRun()
		return
	}
	rd.flush()
	defer rd.flush()
	if rd.grid.held.kind != noRow {
		rd.placeSoFar()
		if rd.endHeld() {
			return
		}
	}
	n, bad := g.n, g.bad
	g.n, g.bad, rd.frame.bands = 0, false, bands{}
	switch {
	case n == 0 || bad:
	case g.rowsTagged(tagFields) != 0:
		rd.fieldFaults() // as bad as they are short
	default:
		rd.fault(g.at[0], "incomplete puzzle: %d of 9 rows", n)
	}
}

// endHeld ends the grid being read after a held row, and reports whether
// that ended it: the held row is a line between grids, or the numbers of
// the columns; or the first row of a grid and an empty row after it, if
// that grid is a puzzle with one solution, since a spreadsheet program
// writes no empty row after the last with a cell. An empty row before
// fewer than eight rows is a line between grids: the grid after it is
// incomplete either way, and its fault is at its first row, not at the
// line before it.
func (rd *reader) endHeld() bool {
	g := &rd.grid
	switch {
	case g.n == 9:
		if rd.grid.held.kind == emptyRow && rd.grid.held.sure != between && [9]uint8(g.cells[72:81]) == [9]uint8{} && unique(rd.heldFirst()) {
			g.n = 8
			rd.placeHeld()
		}
		rd.grid.held.kind = noRow
		rd.completeGrid()
		return true
	case g.n == 8 && rd.grid.held.kind == emptyRow && !unique(rd.heldFirst()) && unique(g.cells[:72]):
		// A line between grids, and the grid after it without its last
		// row, which was empty: a spreadsheet program writes no empty
		// row after the last it has cells in.
		rd.grid.held.kind = noRow
		rd.sheet.parted = true
		clear(g.cells[72:])
		g.at[8], g.n = g.at[7], 9
		rd.completeGrid()
		return true
	case rd.grid.held.kind == emptyRow && bytes.IndexFunc(g.cells[:9*g.n], func(r rune) bool { return r != 0 }) < 0:
		rd.grid.held.kind, g.n = noRow, 0 // empty rows after the last grid
		return false
	case rd.grid.held.sure == between || rd.grid.held.sure == uniqueFirst && !unique(rd.heldFirst()), rd.grid.held.kind == emptyRow && g.n < 8:
		rd.grid.held.kind = noRow // a line between grids, and a grid short of rows after it
		return false
	}
	rd.placeHeld()
	if g.n == 9 {
		rd.completeGrid()
		return true
	}
	return false
}

// betweenBands reports whether an empty line l lies between the bands of
// the grid being read, as some programs print a grid, and reads it so.
// After a held row 1 to 9, the rows before the line tell what the row
// was: the grid's first row if two follow it, the numbers of its columns
// if three do. In a file of such grids, each grid is three bands of three
// rows: a band of another count puts the grid out of shape, a fault, and
// its rows are skipped to its third empty line (see bands).
func (rd *reader) betweenBands(l line) bool {
	g, b := &rd.grid, &rd.frame.bands
	switch {
	case b.left > 0:
		if b.left--; b.left == 0 {
			g.n, g.bad, *b = 0, false, bands{} // the end of a grid out of shape
		}
		return true
	case g.n == 0 || g.at[g.n-1] != l.no-1 || g.waiting.set:
		return false
	case rd.grid.held.kind == numbersRow && (g.n == 2 || g.n == 3) && g.at[0] == rd.grid.held.at+1 && !g.bad:
		if g.n == 2 {
			rd.placeHeld()
		} else {
			rd.grid.held.kind = noRow
		}
		return true
	case (g.n == 3 || g.n == 6) && rd.grid.held.kind == noRow:
		rd.band()
		return true
	case (rd.frame.drawn.banded || b.seen > 0):
		rd.fault(g.at[3*b.seen], "band has %d %s, want 3", g.n-3*b.seen, fault.Plural(g.n-3*b.seen, "row"))
		if g.bad, b.left = true, 2-b.seen; b.left == 0 {
			g.n, g.bad, *b = 0, false, bands{} // its last band
		}
		return true
	}
	rd.frame.drawn.cut = g.n < 9 && !g.bad // perhaps a grid's first band, cut short
	return false
}

// bands counts the bands of a grid printed with an empty line between
// them: the empty lines seen in it, and those left to skip, with its rows,
// in a grid out of shape.
type bands struct{ seen, left int }

// band notes an empty line after the third or sixth row of the grid being
// read. If the grid before was cut at an empty line, short of a row or
// with one too many, as a first band may be, and this grid's first band
// is whole, it is the rest of that grid, out of shape: its rows are
// skipped to the grid's last empty line.
func (rd *reader) band() {
	g, f := &rd.grid, &rd.frame
	rd.frame.bands.seen++
	if f.drawn.cut && rd.frame.bands.seen == 1 && g.n == 3 {
		g.bad, rd.frame.bands.left = true, 1
	}
	f.drawn.banded, f.drawn.cut = true, false
}
