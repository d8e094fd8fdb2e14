package read

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"sudoku/internal/board"
	"sudoku/internal/fault"
)

// The forms of lineForms that read a row, or a row or a puzzle, of cells
// written other than as plain cells between spaces.

func readExactRow(l *lineView, _ view, g *board.Grid) (reading, bool) {
	return cells(9), exactRow(l.raw, g)
}

func readExactLine(l *lineView, _ view, g *board.Grid) (reading, bool) {
	return cells(81), exactLine(l.raw, g)
}

// isSpacedBlank is the test of a line of nine spaces among rows with
// spaces for blanks (see spacedRow): a row of blanks.
func isSpacedBlank(l *lineView, v view) bool {
	w := &v.rd.grid.waiting
	return len(l.raw) == 0 && l.width == 9 && (v.tagged(tagSpaced) || w.set && w.spaced && v.rows() == 0)
}

func readSpacedBlank(_ *lineView, _ view, g *board.Grid) (reading, bool) {
	clear(g[:9])
	r := cells(9)
	r.tag = tagSpaced
	return r, true
}

func readEmpty(*lineView, view, *board.Grid) (reading, bool) { return reading{kind: emptyLine}, true }

// readShortBullet reads a row after a bullet of other than nine cells,
// among rows after bullets, or its cells written together ("- 53007000"):
// a fault, where the bullet is no blank (see bulletRow).
func readShortBullet(l *lineView, v view, _ *board.Grid) (reading, bool) {
	rest := afterBullet(l.raw)
	if rest == nil || !(v.tagged(tagBulleted) || !bytes.ContainsAny(bytes.TrimSpace(rest), " \t")) {
		return reading{}, false
	}
	var t board.Grid
	if c := cellsOf(rest, &t, spaceFields); c.bad.offset < 0 && !c.comment && c.n != 9 && c.n < 45 {
		return cellsFault(c.n), true
	}
	return reading{}, false
}

// readSheetColumns reads a spreadsheet's numbers of the columns, after the
// empty field above the rows' labels: a row 1 to 9, which labelled rows
// drop.
func readSheetColumns(l *lineView, _ view, g *board.Grid) (reading, bool) {
	c, t := l.cells(), bytes.TrimLeft(l.text, " ")
	if c.n != 10 || l.g[0] != 0 || len(t) == 0 || t[0] != ',' && t[0] != ';' || [9]uint8(l.g[1:10]) != [9]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9} {
		return reading{}, false
	}
	copy(g[:9], l.g[1:10])
	return cells(9), true
}

// readTabFields reads a spreadsheet's tab-separated row, in which an empty
// cell is an empty field between tabs.
func readTabFields(l *lineView, _ view, g *board.Grid) (reading, bool) {
	return fieldCells(l, tabFields, g)
}

// readBarFields reads a Markdown table's row, one cell between each two
// bars, an empty one a blank.
func readBarFields(l *lineView, _ view, g *board.Grid) (reading, bool) {
	return fieldCells(l, barFields, g)
}

// fieldCells reads the line's cells, if fields of mode read them as a row
// or a puzzle (see lineView); a line with blanks written both as empty
// fields and as characters is a fault.
func fieldCells(l *lineView, mode fieldMode, g *board.Grid) (reading, bool) {
	c := l.cells()
	if !c.ok() || l.via != mode {
		return reading{}, false
	}
	if c.mixed() {
		return mixedFault(c), true
	}
	*g = l.g
	return cells(c.n).blanks(c), true
}

// mixedFault is the fault of a line that writes its blanks two ways, as
// characters and as empty fields: which fields are cells is not clear.
func mixedFault(c lineCells) reading {
	what, fields := "row", "an empty field for a blank"
	if c.n >= 45 {
		what = "line"
	}
	if c.empty > 1 {
		fields = fmt.Sprintf("%d empty fields for blanks", c.empty)
	}
	return faulty(c.n, "%s has %d cells, and %d with %s, where its other blanks are written as characters",
		what, c.n-c.empty, c.n, fields)
}

func readStarred(l *lineView, _ view, g *board.Grid) (reading, bool) {
	c := l.cells()
	return cells(9), c.bad.offset < 0 && c.n > 9 && c.n != 81 && starredRow(l.text, g)
}

func readDotted(l *lineView, _ view, g *board.Grid) (reading, bool) {
	c := l.cells()
	if c.bad.offset >= 0 || c.n != 2*9-1 && c.n != 2*81-1 {
		return reading{}, false
	}
	n := dottedCells(l.text, g)
	return cells(n), n > 0
}

// readIndexed reads a row after its index (see indexedRow).
func readIndexed(l *lineView, v view, g *board.Grid) (reading, bool) {
	c := l.cells()
	if c.n != 10 || c.bad.offset >= 0 {
		return reading{}, false
	}
	from, drop, ok := indexedRow(l.text, v)
	if !ok {
		return reading{}, false
	}
	copy(g[:9], l.g[1:10])
	r := cells(9)
	r.tag, r.indexFrom = tagLabel|tagIndexed, from
	if drop {
		r.tag |= tagColumnsBefore
	}
	return r, true
}

// readCandidates reads a row or a puzzle of a candidate grid (see
// candidateCells).
func readCandidates(l *lineView, _ view, g *board.Grid) (reading, bool) {
	c := l.cells()
	if c.bad.offset >= 0 || !(c.n > 9 && c.n != 81 || c.n == 81 && len(l.text) > 2*81-1) {
		return reading{}, false
	}
	var t board.Grid // the line may be the puzzle the cells read
	n := candidateCells(l.text, &t)
	*g = t
	return cells(n), n > 0
}

// indexedRow reads text, ten cells, as a row after its index, as pandas
// prints a DataFrame and Node.js's console.table a list of lists: the
// first cell is the digit of the row's number, counted from 0 as both
// count, or from 1 under the numbers of the columns, 1 to 9, or their
// names, as R prints a data frame and AMPL's data tables are written (see
// namedColumns), and so in every row of the grid. It returns the number
// the rows count from, and whether the grid's one row read so far, 0 to
// 8, was the numbers of the columns, not a row.
func indexedRow(text []byte, v view) (from int, drop, ok bool) {
	t := bytes.TrimLeft(text, " \t|│┃")
	if len(t) == 0 || t[0] < '0' || t[0] > '9' {
		return 0, false, false
	}
	rows := v.rows()
	if drop = rows == 1 && t[0] == '0' && v.zeroToEight(); drop {
		rows = 0
	}
	all, indexFrom := v.indexed()
	switch from = int(t[0]-'0') - rows; {
	case from != 0 && from != 1:
		return 0, false, false
	case rows == 0 && from == 1 && !v.underColumns():
		return 0, false, false // counted from 1, only under the columns' numbers or names
	case rows > 0 && (!all || from != indexFrom):
		return 0, false, false
	}
	return from, drop, true
}

func readList(l *lineView, _ view, g *board.Grid) (reading, bool) {
	n, fault := listCells(l.text, g)
	switch {
	case fault != "":
		return faulty(n, "%s", fault), true
	case n == 9 || n == 81:
		return cells(n), true
	case n > 0 && (strings.IndexByte("[{(", bytes.TrimLeft(l.text, " \t")[0]) >= 0 || n >= 45):
		return cellsFault(n), true // a list of cells alone on its line, or of a puzzle, of another size
	}
	return reading{}, false
}

func readLabelled(l *lineView, v view, g *board.Grid) (reading, bool) {
	ok, sheet := labelledRow(l.text, l.spaces, g, v.rows()+1)
	r := cells(9)
	r.tag = tagLabel
	if sheet {
		r.tag |= tagSheetLabel
	}
	return r, ok
}

func readFixed(l *lineView, _ view, g *board.Grid) (reading, bool) {
	switch ok, mixed := fixedRow(l.text, g); {
	case mixed:
		return cellsFault(l.cells().n), true // a cell missing, where the row writes its blanks as characters
	case ok:
		return cells(9), true
	}
	return reading{}, false
}

func readSpaced(l *lineView, _ view, g *board.Grid) (reading, bool) {
	r := cells(9)
	r.tag = tagSpaced
	return r, l.width == 9 && spacedRow(l.text, g)
}

func readMarkupCells(l *lineView, _ view, g *board.Grid) (reading, bool) {
	n := markupCells(l.text, g)
	return cells(n), n > 0
}

func readElement(l *lineView, v view, g *board.Grid) (reading, bool) {
	switch n := elementRow(l.text, g); {
	case n == 9:
		return cells(9), true
	case n > 0 && v.rows() > 0:
		// Among rows, not an element such as <level>3</level>.
		return faulty(n, "row has %d %s, want 9", n, fault.Plural(n, "cell")), true
	}
	return reading{}, false
}

// readSheetFields reads a spreadsheet's row of other than nine fields,
// which its grid's rows together place (see readFields and placeFields).
func readSheetFields(l *lineView, v view, g *board.Grid) (reading, bool) {
	if !readFields(l.text, &l.fields, v.tagged(tagFields)) {
		return reading{}, false
	}
	copy(g[:9], l.fields.window())
	r := cells(9)
	r.tag, r.from = tagFields|tagEmptyFields, l
	return r, true
}

func readStringRow(l *lineView, v view, g *board.Grid) (reading, bool) {
	switch n := stringRow(l.text, g); {
	case n == 9:
		return cells(9), true
	case n > 0 && v.rows() > 0:
		return cellsFault(n), true
	}
	return reading{}, false
}

func readBulletRow(l *lineView, _ view, g *board.Grid) (reading, bool) {
	r := cells(9)
	r.tag = tagBulleted
	return r, bulletRow(l.text, g)
}

// stringRow reads into g a row written as a string of cells in double or
// single quotes, as an item of a list of rows in source code laid out a
// row a line: after the label and the bracket that open the list on the
// first row's line (`char *p[] = {"003020600",`, `rows = ['003020600',`),
// before the brackets that close it on the last's (`"005010300"};`), or
// alone with a comma after it between them (`'900305001',`). It returns
// the string's cells, or 0 if text is no such line.
func stringRow(text []byte, g *board.Grid) int {
	before, str, rest, ok := quoted(bytes.TrimSpace(text), "")
	label := bytes.TrimRight(before, " \t")
	if !ok || len(label) > 0 && strings.IndexByte("[{(", label[len(label)-1]) < 0 || !listEnds(rest, "]})") {
		return 0
	}
	if c := cellsOf(str, g, spaceFields); c.bad.offset < 0 && !c.comment {
		return c.n
	}
	return 0
}

// labelledRow reads into g a row of nine cells after a label that names
// it: a letter from A to I followed by a space, a colon, a parenthesis or
// a bar ("A 5 3 0 …", "b) 6 0 0 …", "C | 0 9 8 | …"), Row or R and its
// number ("Row 1: 5 3 0 …", "r1 5 3 0 …"), or its number followed by a
// colon, a parenthesis or a bar ("1: 5 3 0 …"), or as R prints a
// matrix's rows ("[1,]    5    3 …"). In a spreadsheet's row, the label
// is a field of its own ("1,5,3,,,7,,,,", "R1;5;3;…", a tab after it),
// and it must name row, the row the line would be (the numbers of the
// columns above are held, not read: see holdsRow): else a row of ten
// fields, the first a digit, would lose one. The cells may be drawn in
// columns of fixed width with spaces for blanks, in boxes or not (see
// fixedRow and columnRow), spaces more having been cut from the end of
// text. It reports whether text is such a row, and whether its label is
// in a field of its own.
func labelledRow(text []byte, spaces int, g *board.Grid, row int) (ok, sheet bool) {
	t, named, letter, ok := rowLabel(bytes.TrimLeft(text, " \t"))
	if !ok {
		return false, false
	}
	isRow := func(c lineCells) bool { return c.bad.offset < 0 && !c.comment && c.n == 9 }
	if named == 0 {
		return isRow(cellsOf(t, g, spaceFields)), false // R's matrix
	}
	// A label in a field of its own is the row's first field: after an
	// empty field, a tab before it, it is a cell.
	inPlace := named == row && bytes.IndexByte(text[:len(text)-len(t)], '\t') < 0
	switch t[0] {
	case ',', ';':
		// A blank is an empty field after the comma.
		return inPlace && isRow(cellsOf(t[1:], g, spaceFields)), true
	case '\t':
		// After a letter, the cells may be between spaces; else a blank
		// is an empty field between tabs.
		if letter && isRow(cellsOf(t[1:], g, spaceFields)) {
			return true, false
		}
		return inPlace && isRow(cellsOf(t[1:], g, tabFields)), true
	case ':', ')':
		t = t[1:]
	}
	if isRow(cellsOf(t, g, spaceFields)) {
		return true, false
	}
	fixed, _ := fixedRow(t, g)
	return fixed || columnRow(t, spaces, g), false
}

// rowLabel reads the label of a row at the start of t (see labelledRow),
// and returns what follows it, starting with the mark after the label, the
// row it names, 0 for R's matrix's, whether it is a letter, and whether t
// starts with one.
func rowLabel(t []byte) (rest []byte, named int, letter, ok bool) {
	if len(t) < 2 {
		return nil, 0, false, false
	}
	marks := ":)|,;\t" // what may follow a number
	switch c := t[0] | 0x20; {
	case t[0] == '[' && len(t) > 4 && '1' <= t[1] && t[1] <= '9' && string(t[2:4]) == ",]":
		return t[4:], 0, false, true // R prints a matrix's rows after [1,], [2,] …
	case 'a' <= c && c <= 'i':
		t, marks, named, letter = t[1:], " \t:)|,;", int(c-'a')+1, true
	case c == 'r':
		t = t[1:]
		if len(t) >= 2 && bytes.EqualFold(t[:2], []byte("ow")) {
			t = bytes.TrimLeft(t[2:], " ")
		}
		if len(t) == 0 || t[0] < '1' || t[0] > '9' {
			return nil, 0, false, false
		}
		t, marks, named = t[1:], " \t:)|,;", int(t[0]-'0')
	case '1' <= t[0] && t[0] <= '9':
		named = int(t[0] - '0')
		t = bytes.TrimLeft(t[1:], " ")
	default:
		return nil, 0, false, false
	}
	if len(t) == 0 || strings.IndexByte(marks, t[0]) < 0 {
		return nil, 0, false, false
	}
	return t, named, letter, true
}

// labelCells returns the cells of text after a row's label (see
// rowLabel), "A  8 1 2", "r3 0000002030", if it has only cells, spaces
// and bars after it, or 0.
func labelCells(text []byte) int {
	t, _, _, ok := rowLabel(bytes.TrimLeft(text, " \t"))
	if !ok {
		return 0
	}
	var g board.Grid
	if c := cellsOf(bytes.TrimLeft(t, ":),;"), &g, spaceFields); c.bad.offset < 0 && !c.comment {
		return c.n
	}
	return 0
}

// candidateCells reads into g a row or a puzzle of a candidate grid, as
// solvers print one with the digits each open cell may still take: 9 or
// 81 groups of digits, each in ascending order, between spaces and bars,
// and one group of more than one digit at least. A lone digit is placed,
// a group of more is a blank. It returns how many groups there are, or 0
// if text is no such row or puzzle.
func candidateCells(text []byte, g *board.Grid) int {
	n, last, many := 0, uint8(0), false
	for i := 0; i < len(text); {
		_, class, v, size := charAt(text, i)
		i += size
		switch {
		case class == spaceChar || class == barChar:
			last = 0
			continue
		case class != cellChar || v == 0 || v <= last:
			return 0
		case last == 0:
			if n == len(g) {
				return 0
			}
			g[n] = v
			n++
		default:
			g[n-1], many = 0, true
		}
		last = v
	}
	if !many || n != 9 && n != 81 {
		return 0
	}
	return n
}

// spacedRow reads into g a row of nine characters, digits and spaces for
// blanks, as typed in an editor that keeps the spaces at the end of a line
// (the caller knows its length with them). It reports whether text, with
// those spaces cut, is such a row.
func spacedRow(text []byte, g *board.Grid) bool {
	t := bytes.TrimRight(text, " ")
	if len(t) > 9 || len(t) == 9 && bytes.IndexByte(t, ' ') < 0 {
		return false
	}
	var row [9]uint8
	for i, ch := range t {
		switch {
		case '1' <= ch && ch <= '9':
			row[i] = ch - '0'
		case ch != ' ':
			return false
		}
	}
	copy(g[:9], row[:])
	return true
}

// fixedRow reads into g a row drawn in columns of fixed width, in which a
// blank is a space: three boxes between bars, | or box drawing's, each
// of three characters ("|53 | 7 |   |"), or of seven, a cell in every
// other one (as py-sudoku draws "| 5 3   |   7   |       |"), or of nine,
// a cell in the middle of each three (as Go's go-sudoku renders a grid,
// "    5  4 │    7    │ 8     6", perhaps in a frame that pads the outer
// boxes with a space). It reports whether text is such a row. A row that
// writes a blank as a character, . or 0, writes none as a space: then a
// space where a cell should be is a cell missing, not a blank, and such a
// row is mixed, which is no row.
func fixedRow(text []byte, g *board.Grid) (ok, mixed bool) {
	boxes, closed, ok := fixedBoxes(text)
	if !ok {
		return false, false
	}
	w := len(boxes[1])
	var at [3]int // where the cells of a box are
	switch w {
	case 3:
		at = [3]int{0, 1, 2}
	case 7:
		at = [3]int{1, 3, 5}
	case 9:
		at = [3]int{1, 4, 7}
	default:
		return false, false
	}
	var row [9]uint8
	var b blanks
	for k, box := range boxes {
		// The last box of a line without a bar at its end may have lost
		// the spaces at its end.
		if len(box) != w && (k < 2 || closed || len(box) > w) || !fixedCells(box, at[:], row[3*k:3*k+3], &b) {
			return false, false
		}
		for j := len(box); j <= at[2]; j++ {
			if slices.Contains(at[:], j) {
				b.space = true // a cell cut off with the spaces at the end
			}
		}
	}
	if b.space && b.written {
		return false, true
	}
	copy(g[:9], row[:])
	return true, false
}

// fixedBoxes returns the three boxes of a row drawn between bars (see
// fixedRow), and whether the row has a bar at its end, and reports
// whether text has three such boxes.
func fixedBoxes(text []byte) (boxes [][]byte, closed, ok bool) {
	from := 0
	for i, r := range string(text) {
		if r == '|' || isBoxDrawing(r) {
			boxes = append(boxes, text[from:i])
			from = i + utf8.RuneLen(r)
		}
	}
	boxes = append(boxes, text[from:])
	if len(boxes) < 3 {
		return nil, false, false
	}
	// Spaces before a first bar are a frame's indent, or a first box of
	// blanks as wide as the next. A frame has bars at both ends; without
	// one, a bar at the end of the line comes before a last box of
	// blanks, its spaces cut.
	opened := len(bytes.Trim(boxes[0], " \t")) == 0 && len(boxes[0]) != len(boxes[1])
	closed = opened && len(boxes[len(boxes)-1]) == 0
	if opened {
		boxes = boxes[1:]
	}
	if closed {
		boxes = boxes[:len(boxes)-1]
	}
	if len(boxes) != 3 {
		return nil, false, false
	}
	if w := len(boxes[1]); w == 9 && len(boxes[0]) == 10 && opened {
		boxes[0] = boxes[0][1:] // a frame's padding
	}
	if w := len(boxes[1]); w == 9 && len(boxes[2]) == 10 && closed {
		boxes[2] = boxes[2][:9]
	}
	return boxes, closed, true
}

// blanks says how a row written in columns writes its blanks: as spaces,
// or as characters.
type blanks struct{ space, written bool }

// fixedCells reads into cells those of text at the offsets at, a space a
// blank, and reports whether every other character is a space; b notes
// how the blanks are written.
func fixedCells(text []byte, at []int, cells []uint8, b *blanks) bool {
	for j, c := range text {
		i := slices.Index(at, j)
		switch {
		case i >= 0 && c == ' ':
			b.space = true
		case i >= 0 && isCell(c):
			cells[i] = asciiChars[c].value
			b.written = b.written || cells[i] == 0
		case c != ' ':
			return false
		}
	}
	return true
}

// columnRow reads into g a row of nine cells a column apart, a space a
// blank, after a space and perhaps another before the first cell, as rows
// after their labels are drawn ("A  5 3     7        "). spaces is how
// many were cut from the end of text: if no blank comes before the last
// digit, they must make the row nine cells wide, or it could be a row of
// fewer. It reports whether text is such a row.
func columnRow(text []byte, spaces int, g *board.Grid) bool {
	t, ok := bytes.CutPrefix(text, []byte(" "))
	first := bytes.IndexFunc(t, func(r rune) bool { return r != ' ' })
	if !ok || first < 0 || bytes.IndexFunc(t, func(r rune) bool { return r != ' ' && (r < '1' || r > '9') }) >= 0 {
		return false // not a row whose blanks are spaces
	}
	pad := first % 2 // a space before the first cell
	var at [9]int
	for i := range at {
		at[i] = pad + 2*i
	}
	var row [9]uint8
	if !fixedCells(t, at[:], row[:], new(blanks)) {
		return false
	}
	if blank := first >= 2 || bytes.Contains(t[first:], []byte("   ")); !blank && len(t)+spaces <= at[8] {
		return false
	}
	copy(g[:9], row[:])
	return true
}

// starredRow reads into g a row as pzl draws it, its given digits marked
// with a * before them: three boxes between bars, each of three cells of
// two characters, a space or a * and then a digit, or a space and a blank
// ("|*6 . 1| . 4 9|*5 2*8|"). It reports whether text is such a row.
func starredRow(text []byte, g *board.Grid) bool {
	t := bytes.TrimSpace(text)
	if len(t) != 22 || t[21] != '|' {
		return false
	}
	var row [9]uint8
	for k := range 3 {
		box := t[7*k:]
		if box[0] != '|' {
			return false
		}
		for j := range 3 {
			mark, v := box[1+2*j], CellValue[box[2+2*j]]
			if mark != ' ' && mark != '*' || v < 0 || mark == '*' && v == 0 {
				return false
			}
			row[3*k+j] = uint8(v)
		}
	}
	copy(g[:9], row[:])
	return true
}

// dottedCells reads into g a row or a puzzle written as its digits with a
// dot between each two, 0 for a blank: "1.0.0.0.0.0.0.0.6". It returns its
// cells, 9 or 81, or 0 if text is no such line. A dot is a blank
// elsewhere, but read so such a line has 17 cells, or 161, which no row
// or puzzle has; and every other character must be a digit, for
// "-.-.-.-.-.-.-.-.-" is a rule.
func dottedCells(text []byte, g *board.Grid) int {
	t := bytes.TrimLeft(text, " \t")
	n := (len(t) + 1) / 2
	if len(t)%2 == 0 || n != 9 && n != 81 {
		return 0
	}
	var cells board.Grid
	for i, c := range t {
		switch {
		case i%2 == 1 && c != '.' || i%2 == 0 && (c < '0' || c > '9'):
			return 0
		case i%2 == 0:
			cells[i/2] = c - '0'
		}
	}
	*g = cells
	return n
}

// markupCells reads into g a row or a puzzle written as elements of
// markup, a cell in each: an HTML table's row, <tr><td>5</td><td></td>…,
// or <row><cell>5</cell>…. An element with no text, or only &nbsp; or
// spaces, is a blank. It returns the cells, 9 or 81, or 0 if text is no
// such row or puzzle.
func markupCells(text []byte, g *board.Grid) int {
	// An element's text runs from the end of a tag that opens it to the
	// start of one that closes it.
	n, opened, from := 0, false, 0
	var name []byte // the last tag that opened an element
	for i := 0; i < len(text); i++ {
		if text[i] != '<' {
			continue
		}
		end := bytes.IndexByte(text[i:], '>')
		if end < 0 {
			break
		}
		closing := i+1 < len(text) && text[i+1] == '/'
		if closing && opened {
			v, ok := markupCell(text[from:i])
			if !ok || !cellTag(name) || n == len(g) {
				return 0 // not a cell, as <td><input value="5"></td>'s is not
			}
			g[n] = v
			n++
		}
		opened, from = !closing, i+end+1
		if opened {
			name = text[i+1 : i+end]
		}
		i += end
	}
	if n != 9 && n != 81 {
		return 0
	}
	return n
}

// cellTag reports whether tag, the inside of a tag of markup, opens a
// cell of a table: td, th, cell or c, perhaps with attributes.
func cellTag(tag []byte) bool {
	name, _, _ := bytes.Cut(tag, []byte(" "))
	switch strings.ToLower(string(name)) {
	case "td", "th", "cell", "c":
		return true
	}
	return false
}

// onlyTags reports whether text holds only tags of markup and spaces, as
// the lines around a table's cells do: <tr>, </tr>, <table class="x">.
func onlyTags(text []byte) bool {
	t := bytes.TrimSpace(text)
	for len(t) > 0 {
		end := bytes.IndexByte(t, '>')
		if t[0] != '<' || end < 0 {
			return false
		}
		t = bytes.TrimSpace(t[end+1:])
	}
	return true
}

// markupCell returns the cell that the text of an element of markup
// holds, and whether it holds one: a digit, a blank, or nothing but
// spaces and &nbsp;, a blank too, with spaces and &nbsp; around it
// (&nbsp;7&nbsp;, as the sudoku program's html form pads its cells).
func markupCell(text []byte) (uint8, bool) {
	t := bytes.TrimSpace(text)
	for ok, suffix := true, true; ok || suffix; {
		t, ok = bytes.CutPrefix(t, []byte("&nbsp;"))
		t, suffix = bytes.CutSuffix(t, []byte("&nbsp;"))
		t = bytes.TrimSpace(t)
	}
	switch {
	case len(t) == 0:
		return 0, true
	case len(t) == 1 && isCell(t[0]):
		return asciiChars[t[0]].value, true
	}
	return 0, false
}

// elementRow reads into g a row written as the text of an element of
// markup, alone on its line: <row>5 3 0 0 7 0 0 0 0</row>. It returns how
// many cells the text holds, or 0 if text is no such element or its text
// is not cells.
func elementRow(text []byte, g *board.Grid) int {
	t := bytes.TrimSpace(text)
	open, end := bytes.IndexByte(t, '>'), bytes.LastIndex(t, []byte("</"))
	if len(t) == 0 || t[0] != '<' || open < 0 || end < open || t[len(t)-1] != '>' {
		return 0
	}
	if c := cellsOf(t[open+1:end], g, spaceFields); c.bad.offset < 0 && !c.comment {
		return c.n
	}
	return 0
}

// afterBullet returns what follows the bullet of an item of a list, - or
// * and a space, as Markdown and YAML write lists, or nil if text has none.
func afterBullet(text []byte) []byte {
	t := bytes.TrimLeft(text, " \t")
	if len(t) > 2 && (t[0] == '-' || t[0] == '*') && (t[1] == ' ' || t[1] == '\t') {
		return t[2:]
	}
	return nil
}

// bulletRow reads into g a row after the bullet of an item of a list, as
// Markdown and YAML write a list of rows: "- 530070000", "- "530070000"",
// "* 5 3 0 0 7 0 0 0 0". The bullet is no blank there: a row of nine
// cells after it is ten cells, which no row has. It reports whether text
// is such a row.
func bulletRow(text []byte, g *board.Grid) bool {
	rest := afterBullet(text)
	if rest == nil {
		return false
	}
	var t board.Grid
	if c := cellsOf(rest, &t, spaceFields); c.bad.offset < 0 && !c.comment && c.n == 9 || stringRow(rest, &t) == 9 {
		copy(g[:9], t[:9])
		return true
	}
	return false
}
