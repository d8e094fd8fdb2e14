package main

// The reader before its redesign, kept as the new one's oracle while it moves.

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"iter"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxLine is the longest input line accepted; a puzzle line is at most a few
// hundred bytes even with generous spacing. A line of lists or objects,
// which may hold many puzzles (see linePuzzles), may take up to
// maxListLine, about 12,000 puzzles: it is held whole, and memory stays a
// few MB.
const (
	oldMaxLine     = 4096
	oldMaxListLine = 1 << 20
)

var (
	oldErrTooLong     = errors.New("line too long")
	oldErrListTooLong = errors.New("line of lists too long")
)

// readBuffer is the size of the reader's buffer. Each of its pages costs a
// fault when first filled, as the first batch waits for: 16 KB took 0.97
// of the time of 64 KB for the top 1465 (120 KB) and one puzzle, and no
// more for files of megabytes, whose lines it reads as well.
const oldReadBuffer = 16 << 10

// readPuzzles returns the puzzles of r, named name in messages, in order,
// each with the line of its first row. The text may be UTF-8, with or
// without a byte order mark, or UTF-16, and lines may end in LF, CRLF or
// CR. Each line is one of these, tried in this order:
//
//   - empty, which ends a puzzle in the grid form, but after its third
//     or sixth row, where it lies between bands;
//   - cells: digits 1 to 9 and blanks 0 . * _ - x X ? $ (and · □ ◻, see
//     drawnBlanks), between which spaces, tabs, quotes, backquotes, | ,
//     ; and & are allowed; an empty field between commas or semicolons
//     is a blank, and so is one between tabs or bars on a line that has
//     9 or 81 cells only when read that way, as a spreadsheet or a
//     Markdown table writes them. A line of 81 cells is a puzzle, and
//     after its 81st cell anything but another cell starts a note,
//     ignored (a rating, a count, a solution). A line of 9 cells is a
//     row, and nine rows make a puzzle. A line of fields with 81 cells
//     in one of them is that puzzle, unless a field before names it a
//     solution (see fieldPuzzle), and so is a line of words between
//     spaces with 81 cells in one of them (see spacedPuzzle). A
//     spreadsheet's row of other than nine fields gives the nine that
//     its grid's rows together tell (see readFields and placeFields);
//     its empty row, and a row 1 to 9, are held until the rows after
//     them tell whether they begin a grid (see holdsRow). A row of nine
//     characters may have spaces for blanks (see spacedRow), and a row
//     or a puzzle a dot between each two digits, 0 a blank (see
//     dottedCells). A row or a puzzle may be a list in brackets, braces
//     or parentheses (see listCells), with None, null, nil or NA for
//     blanks, or a candidate grid's, with the digits each open cell may
//     take (see candidateCells), or a table's of markup, an element a
//     cell (see markupCells). A row may be a string in quotes, an item
//     of a list written a row a line (see stringRow), or follow a list's
//     bullet (see bulletRow), and a puzzle a string in quotes of 81
//     characters, spaces for blanks (see quotedPuzzle). A row may follow
//     a label that names it (see labelledRow), the numbers of the
//     columns above such rows not being a row, or be the text of an
//     element of markup (see elementRow), or boxes of fixed width with
//     spaces for blanks (see fixedRow). A line of 81 cells after a
//     bullet or a number is a puzzle (see afterLabel). A puzzle may also
//     come a cell or a few a line, as JSON's lists, Node.js's, YAML's
//     and markup's tables write them (see addItem and listItems), its
//     blanks perhaps words such as null or -1 and its digits then
//     perhaps 0 to 8 (see itemDigits and blankWords). A line of lists
//     and objects, as JSON on one line, may hold many puzzles (see
//     linePuzzles), and may be longer than others, up to maxListLine;
//   - a border: no digit, only - = + | * : . ' _ ~ · and spaces, with
//     three - = or ~ in a row, a +, or 13 blanks or more but not 81 (see
//     isBorder). Under a first row with no given, it makes that row a
//     Markdown table's header, not a row. Between borders drawn after
//     every row, a line of empty boxes above and below each row is a
//     spacer (see spacer);
//   - a header: starting, after any of - = * ~ { and a bar, with a letter
//     other than x or a non-ASCII character other than a space or a bar,
//     perhaps after a [, or a markup tag, or // or /*, or, between
//     grids, with a word of three letters anywhere, with fewer than 17
//     digits and no control character; or only the brackets, braces and
//     commas of JSON. It ends a puzzle in the grid form, but for // or
//     /* among its rows, a comment as # is there. A letter A to I
//     and only cells after it is no header but a row's label, and the
//     row a fault (see letterCells).
//
// A number alone on the first line, as some collections begin, is the
// count of the puzzles that follow, and a fault if it is not, but for a 9
// before one grid and nothing else: the grid's size, as 9 9, 9x9 and 9*9
// are there (see sizeLine); alone on a later line, the next puzzle's
// number, it is skipped. A grid with no
// blank under a header or a comment naming solutions, or right after a
// puzzle whose givens it keeps, is a solution, not a puzzle (see
// isSolution).
//
// # starts a comment anywhere, but for a number sign before a puzzle (see
// afterLabel), and so do // and /* … */ after a row's cells and a space
// (see uncommented); a line that begins a comment /* not closed on it
// begins one over lines, which ends at */ (see opensComment). Full-width forms count as the ASCII ones, and so do the
// decimal digits of other scripts (٥٣٠, ५३०), Unicode spaces as spaces,
// box-drawing characters as | in rows and as - in borders. Any other line
// is malformed.
//
// A malformed puzzle gives a *lineError, and reading goes on after it; any
// other error is from reading and ends the sequence.
func oldReadPuzzles(r io.Reader, name string) iter.Seq2[puzzle, error] {
	return func(yield func(puzzle, error) bool) {
		pr := oldPuzzleReader{name: name, br: bufio.NewReaderSize(textReader(r), oldReadBuffer), count: -1, fieldStart: -1}
		pr.read(yield)
	}
}

// A puzzleReader holds the state of readPuzzles.
type oldPuzzleReader struct {
	name   string
	br     *bufio.Reader
	lineNo int // lines read

	// The puzzles the first line says the file holds, or -1 if it does
	// not, and the puzzles and the faults yielded.
	count, good, faults int

	// The puzzle in the grid form being read.
	rows   int
	bad    bool // a row of it was malformed and reported
	cur    Grid
	rowsAt [9]int // the line of each row

	// The rows of the grid being read that were read as a spreadsheet's
	// fields (see readFields), and their fields; the field of the last
	// grid's rows at which its nine began, or -1; and the fields of the
	// line just read, if it was such a row.
	fields     [9]oldFieldRow
	fieldRows  uint16
	fieldStart int
	field      oldFieldRow
	fieldsRead bool

	// A row held before the rows of the grid being read, of a kind that
	// may be its first row or a line between grids (see holdsRow), and
	// the line it was on; the rows that follow tell which.
	held   oldHeldRow
	heldAt int
	// The last line that named the nine columns, V1 to V9, as R prints a
	// data frame's (see namedColumns).
	columnsAt int
	// Whether the line just read is a row after a label, and which rows
	// of the puzzle were; and the same for labels in a field of their own
	// (see labelledRow), which every row of a puzzle must have or none,
	// and for indexes (see indexedRow), as must they too, with the number
	// of the first row.
	labelled, sheetLabelled, indexedLine bool
	labels, sheetLabels, indexed         uint16
	indexFrom                            int

	// The puzzle being read a cell a line (see addItem), and the line of
	// the first cell of each row.
	items   Grid
	nitems  int
	itemsAt [9]int
	// Whether a blank among the items is a word, such as null, and
	// whether the last puzzle's items were digits from 0 to 8 (see
	// itemDigits); the last line that opened a list; whether a list of
	// cells opened on a line before is still open (see listPart), and the
	// last line that closed one, or a line of brackets and commas after
	// it, as between the lists of a list of them.
	itemWords, itemsUp bool
	openedAt           int
	listOpen           bool
	closedAt           int
	// Whether the items are an array as PHP prints it (see printedItem),
	// and the index plus one of the item whose value var_dump prints on
	// the next line, or 0 (see dumpedKey).
	printed      bool
	oldDumpedKey int

	// The length of the line just read, with any spaces at its end (see
	// spacedRow), and whether a row of the grid being read was drawn with
	// spaces for blanks, after which a line of nine spaces is a row.
	width  int
	spaced bool
	// bulleted is whether a row of the grid being read followed a bullet
	// (see bulletRow), after which the bullet of a short row is no blank.
	bulleted bool

	// The lines of the last two borders; the line held as the ninth row
	// of the grid being read, or 0, until the line after its border tells
	// whether it is a spacer line; and whether the rows are each drawn
	// between two spacer lines (see spacer).
	ruleAt, ruleBefore, pending int
	spacers                     bool

	many       []oldListPuzzle // the puzzles of a line that holds more than one
	postScript bool            // whether the input is a PostScript program (see postScriptPuzzle)
	commentAt  int             // the line of a comment /* not yet closed by */, or 0
	long       []byte          // a line longer than br's buffer

	// The last puzzle yielded and its line, and whether the next grid
	// read comes right after it: if it has no blank and keeps its givens,
	// it is its solution.
	last        Grid
	lastAt      int
	afterPuzzle bool

	// Whether the grids that follow are solutions, not puzzles: after a
	// header or a comment naming them (see solutionHeader), once a
	// puzzle with a blank was read, or a key naming a solution whose
	// value is written on the lines below (see opensSolution). Another
	// header or key, or a grid with a blank, ends them.
	solutions, solutionKey bool
}

func (pr *oldPuzzleReader) errorf(lineNo int, format string, args ...any) error {
	return &lineError{pr.name, lineNo, fmt.Sprintf(format, args...)}
}

// read reads the input, yielding each puzzle and fault as it completes.
func (pr *oldPuzzleReader) read(yieldAny func(puzzle, error) bool) {
	yield := func(p puzzle, err error) bool {
		if err == nil {
			pr.good++
			pr.last, pr.lastAt, pr.afterPuzzle = p.grid, p.lineNo, true
		} else {
			pr.faults++
			pr.afterPuzzle = false
		}
		return yieldAny(p, err)
	}
	for {
		text, err := pr.readLine()
		switch {
		case err == nil && len(text) <= oldMaxLine:

		case err == io.EOF && pr.commentAt > 0:
			yield(puzzle{}, pr.errorf(pr.commentAt, "comment /* is not closed by */"))
			return
		case err == io.EOF:
			if (pr.pending == 0 || pr.addPending(yield)) && pr.endGrid(yield) && pr.endItems(yield) && pr.faults == 0 && pr.count >= 0 && pr.good != pr.count && !pr.sizeFirst() {
				yield(puzzle{}, pr.errorf(1, "the first line says %d %s, the file has %d", pr.count, plural(pr.count, "puzzle"), pr.good))
			}
			return
		case err == oldErrTooLong || err == nil && len(text) > oldMaxLine && !oldStartsList(text):
			if !yield(puzzle{}, pr.errorf(pr.lineNo, "line is too long (over %d bytes)", oldMaxLine)) {
				return
			}
			continue
		case err == oldErrListTooLong:
			if !yield(puzzle{}, pr.errorf(pr.lineNo, "line is too long (over %d MB of lists; indented, as jq . writes it, the file can be read)", oldMaxListLine>>20)) {
				return
			}
			continue
		case err != nil:
			yield(puzzle{}, err)
			return
		}
		if pr.lineNo == 1 {
			if n, ok := oldCountLine(text); ok && pr.width != 9 {
				pr.count = n
				continue
			}
			if string(bytes.ReplaceAll(text, []byte(" "), nil)) == "3,3" {
				continue
			}
			if oldSizeLine(text) && pr.width != 9 {
				continue
			}
			pr.postScript = bytes.HasPrefix(text, []byte("%!PS"))
		}
		if pr.postScript {
			// A program of PostScript: its puzzles are its strings of
			// 81 cells, and the rest is drawing.
			var p Grid
			if oldPostScriptPuzzle(text, &p) && !yield(puzzle{p, pr.lineNo}, pr.checkGivens(&p, nil)) {
				return
			}
			continue
		}
		if pr.commentAt > 0 || len(text) > 1 && (text[0] == '/' || text[0] == ' ' || text[0] == '\t') && oldOpensComment(text) {

			if pr.commentAt == 0 {
				pr.commentAt = pr.lineNo
			} else if bytes.Contains(text, []byte("*/")) {
				pr.commentAt = 0
			}
			continue
		}
		if len(text) > 0 && len(text) < 16 && pr.rows == 0 && pr.nitems == 0 {
			if n, ok := oldNumberLabel(text); ok && n == pr.good+pr.faults+1 {

				pr.count = -1
				continue
			}
		}
		if exact := len(text) == 17 || len(text) == 81; pr.nitems > 0 || pr.listOpen || !exact {
			opened := pr.openedAt > 0 && pr.openedAt == pr.lineNo-1
			if len(text) > 0 && text[len(text)-1] == '[' {
				pr.openedAt = pr.lineNo
			}
			if taken, ok := pr.addItem(text, opened, yield); !ok {
				return
			} else if taken {
				continue
			}
		}
		if pr.spacers || pr.pending > 0 || pr.rows == 8 && pr.lineNo == pr.ruleAt+3 {
			if skip, ok := pr.spacer(text, yield); !ok {
				return
			} else if skip {
				continue
			}
		}
		var cells Grid
		pr.labelled, pr.sheetLabelled, pr.indexedLine, pr.fieldsRead = false, false, false, false
		kind, n, err := pr.parseLine(text, &cells)
		if kind == oldCellLine {
			pr.printed = false
		}
		switch {
		case kind == oldSkipLine:
			pr.solutions = pr.solutions || oldSolutionHeader(text)
			continue
		case kind == oldManyLine:
			if !pr.endGrid(yield) {
				return
			}
			for i := range pr.many {
				p := puzzle{pr.many[i].grid, pr.lineNo}
				err := pr.checkGivens(&p.grid, nil)
				if n := pr.many[i].n; n != 81 {
					p, err = puzzle{}, pr.errorf(pr.lineNo, "puzzle %d of the line has %d cells, want 81", i+1, n)
				}
				if !yield(p, err) {
					return
				}
			}
			continue
		case kind == oldEmptyLine && (pr.rows == 3 || pr.rows == 6) && pr.rowsAt[pr.rows-1] == pr.lineNo-1 && pr.held == oldNoRow && !pr.bad:
			continue
		case kind == oldEmptyLine && pr.held == oldNumbersRow && (pr.rows == 2 || pr.rows == 3) &&
			pr.rowsAt[0] == pr.heldAt+1 && pr.rowsAt[pr.rows-1] == pr.lineNo-1 && !pr.bad:

			if pr.rows == 2 {
				pr.placeHeld()
			} else {
				pr.held = oldNoRow
			}
			continue
		case kind != oldCellLine:
			if !pr.endGrid(yield) {
				return
			}
			if kind == oldHeaderLine && !oldIsStructure(text) && !oldOnlyTags(text) {
				pr.solutions = oldSolutionHeader(text)
			}
			if kind == oldHeaderLine && oldNamedColumns(text) {
				pr.columnsAt = pr.lineNo
			}
			continue
		case n >= 45:

			if !pr.endGrid(yield) {
				return
			}
			if err == nil && pr.isSolution(&cells) {
				continue
			}
			if err == nil {
				err = pr.checkGivens(&cells, nil)
			}
			if !yield(puzzle{cells, pr.lineNo}, err) {
				return
			}
			continue
		}
		if !pr.addRow(text, &cells, err, yield) {
			return
		}
	}
}

// spacer reports whether text, the line just read, is a spacer line, to
// be skipped, and false for ok if yield returned false. A grid drawn with
// a border after every row may have a line of nine empty fields between
// bars above and below each row, as Col's Sudoku Helper exports one:
// three lines between each two borders. Read as rows, the first nine such
// lines of a frame are a grid (whose rows 1 and 3, both empty, may be
// swapped: it has two solutions at least), as they are in a grid drawn
// with a border after each band, and so they are read unless the frame
// goes on after their border with another empty line: then rows 2, 5 and
// 8 were the grid's first three, and each empty line next to a border is
// a spacer until the frame's last border, after its grid. So each frame
// gives one grid of nine rows. Another line where a spacer should be is a
// fault.
func (pr *oldPuzzleReader) spacer(text []byte, yield func(puzzle, error) bool) (skip, ok bool) {
	at := pr.lineNo - pr.ruleAt
	empty := oldEmptyFields(text)
	switch {
	case oldIsBorder(text):
		return false, true
	case pr.pending > 0 && at == 1 && pr.ruleAt == pr.pending+1 && empty:
		pr.moveRows(0, 1, 1)
		pr.moveRows(1, 4, 1)
		pr.moveRows(2, 7, 1)
		pr.rows, pr.pending, pr.spacers = 3, 0, true
		return true, true
	case pr.pending > 0:
		return false, pr.addPending(yield)
	case pr.spacers && at == 2:
		return false, true
	case pr.spacers && empty && (at == 1 || at == 3):
		return true, true
	case pr.spacers && pr.rows == 0:
		pr.spacers = false
	case pr.spacers:

		pr.bad = pr.bad || pr.rows > 0
		return true, yield(puzzle{}, pr.errorf(pr.lineNo, "want a line of empty boxes or a border, as around each row of the grid"))
	case empty && pr.spacedBands():
		pr.pending = pr.lineNo
		return true, true
	}
	return false, true
}

// spacedBands reports whether the eight rows of the grid being read, and
// the line just read after them, are three bands between borders, each
// a row between two lines of empty fields (see spacer).
func (pr *oldPuzzleReader) spacedBands() bool {
	if pr.rows != 8 || pr.held != oldNoRow || pr.bad || pr.fieldRows|pr.labels|pr.sheetLabels|pr.indexed != 0 ||
		pr.ruleBefore != pr.rowsAt[3]-1 || pr.ruleAt != pr.rowsAt[6]-1 || pr.lineNo != pr.rowsAt[7]+1 {
		return false
	}
	for k := range 8 {
		if pr.rowsAt[k] != pr.rowsAt[0]+k+k/3 || k%3 != 1 && [9]uint8(pr.cur[9*k:9*k+9]) != [9]uint8{} {
			return false
		}
	}
	return true
}

// addPending adds the line held as the grid's ninth row, empty, and yields
// the grid (see spacer). It reports false if yield did.
func (pr *oldPuzzleReader) addPending(yield func(puzzle, error) bool) bool {
	at := pr.pending
	pr.pending = 0
	pr.appendRow(&Grid{})
	pr.rowsAt[8] = at
	return pr.completeGrid(yield)
}

// emptyFields reports whether text is nine empty fields between ten bars.
func oldEmptyFields(text []byte) bool {
	bars := 0
	for i := 0; i < len(text); {
		_, class, _, size := oldCharAt(text, i)
		i += size
		switch class {
		case oldBarChar:
			bars++
		case oldSpaceChar:
		default:
			return false
		}
	}
	return bars == 10
}

// A heldRow is a row that may be the first of a grid or a line between
// grids.
type oldHeldRow uint8

const (
	oldNoRow      oldHeldRow = iota
	oldEmptyRow              // fields with nothing in them, ",,,,,,,,"
	oldNumbersRow            // 1 to 9: the numbers of the columns above a grid
)

// holds returns the kind of held row that text, read as the row cells
// with the fault err, is, or noRow (see holdsRow).
func (pr *oldPuzzleReader) holds(text []byte, cells *Grid, err error) oldHeldRow {
	if err != nil || pr.labelled || pr.sheetLabelled {
		return oldNoRow
	}
	return oldHoldsRow(text, cells)
}

// holdsRow returns the kind of held row that text, read as the row cells,
// is, or noRow. A spreadsheet writes its empty rows as fields with nothing
// in them, so that a row of a grid with no given and the empty row that
// parts two grids are the same line; and the numbers of the columns over
// a grid are a row too.
func oldHoldsRow(text []byte, cells *Grid) oldHeldRow {
	switch [9]uint8(cells[:9]) {
	case [9]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9}:
		return oldNumbersRow
	case [9]uint8{}:
		if len(bytes.Trim(text, ",;\t")) == 0 {
			return oldEmptyRow
		}
	}
	return oldNoRow
}

// countLine reads a count of puzzles, a number of one to eight digits
// without a leading 0, alone on a line. It is taken as one only on the first
// line, and must then equal the puzzles read: a row cut short there, such
// as 5300700, does not, and is still a fault.
func oldCountLine(text []byte) (int, bool) {
	t := bytes.TrimRight(bytes.TrimLeft(text, " "), " \t")
	if len(t) == 0 || len(t) > 8 || t[0] == '0' || !plainDigits(string(t)) {
		return 0, false
	}
	n, _ := strconv.Atoi(string(t))
	return n, true
}

// sizeLine reports whether text gives the grid's size, "9 9", "9x9" or
// "9*9", as some course files begin. A lone 9 is read as a count, and
// only the puzzles after it tell that it was the size (see sizeFirst).
func oldSizeLine(text []byte) bool {
	f := strings.Fields(strings.NewReplacer("x", " ", "X", " ", "*", " ").Replace(string(text)))
	return len(f) == 2 && f[0] == "9" && f[1] == "9"
}

// sizeFirst reports whether the number on the first line, read as a
// count, was the grid's size: a 9 before one grid of nine rows and
// nothing else.
func (pr *oldPuzzleReader) sizeFirst() bool {
	return pr.count == 9 && pr.good == 1 && pr.lastAt == pr.rowsAt[0]
}

// numberLabel reads the number of a puzzle alone on a line before it: up to
// four digits without a leading 0 between spaces, perhaps with one of . )
// : after it or in parentheses or brackets ("2", "3.", "4)", "(5)", "[6]").
// A row of cells, such as 1........ or a spreadsheet's row of blanks but
// one, is not one.
func oldNumberLabel(text []byte) (int, bool) {
	t := bytes.Trim(text, " ")
	if len(t) > 2 && (t[0] == '(' && t[len(t)-1] == ')' || t[0] == '[' && t[len(t)-1] == ']') {
		t = t[1 : len(t)-1]
	} else if len(t) > 1 && strings.IndexByte(".):", t[len(t)-1]) >= 0 {
		t = t[:len(t)-1]
	}
	if len(t) > 4 {
		return 0, false
	}
	return oldCountLine(t)
}

// addRow adds the cells read from the line text, with the fault err, as a
// row of the puzzle in the grid form, and yields the puzzle if it is the
// ninth. A row of a kind that may lie between grids is held (see
// holdsRow) until the tenth row after it or the end of the rows tells
// whether it was the first of the grid after it. It reports false if
// yield did.
func (pr *oldPuzzleReader) addRow(text []byte, cells *Grid, err error, yield func(puzzle, error) bool) bool {
	if 0 < pr.rows && pr.rows < 8 && err == nil && pr.held == oldNoRow && !pr.labelled && !pr.sheetLabelled && !pr.fieldsRead {
		pr.appendRow(cells)
		return true
	}
	if pr.held != oldNoRow && pr.rows == 9 {

		h := pr.holds(text, cells, err)
		first := false
		if pr.held == oldEmptyRow {
			pr.placeSoFar()
			after, before := oldUnique(pr.cur[:]), oldUnique(pr.heldFirst())
			if after && before && h == pr.held {
				at := pr.heldAt
				pr.rows, pr.held = 0, oldNoRow
				if !yield(puzzle{}, pr.errorf(at, "an empty row and nine rows: which of them are the grid's is not clear")) {
					return false
				}
				return pr.addRow(text, cells, err, yield)
			}
			first = before && (!after || h != pr.held)
		}
		switch {
		case h == pr.held && !first:

			pr.held, pr.heldAt = h, pr.lineNo
			return pr.completeGrid(yield)
		case pr.held == oldEmptyRow && !first && [9]uint8(pr.cur[:9]) == [9]uint8{}:

			pr.moveRows(0, 1, 8)
			pr.rows, pr.held = 8, oldNoRow
		default:

			held, next := pr.held, *pr
			pr.rows = 8
			pr.placeHeld()
			if !pr.completeGrid(yield) {
				return false
			}
			if held == oldEmptyRow && [9]uint8(next.cur[72:81]) == [9]uint8{} {
				pr.held, pr.heldAt = oldEmptyRow, next.rowsAt[8]
				break
			}
			copy(pr.cur[:9], next.cur[72:81])
			pr.bad = next.bad
			pr.rowsAt[0], pr.fields[0] = next.rowsAt[8], next.fields[8]
			pr.rows, pr.labels, pr.sheetLabels, pr.indexed, pr.fieldRows = 1, next.labels>>8, next.sheetLabels>>8, next.indexed>>8, next.fieldRows>>8
		}
	}
	if pr.rows == 8 && pr.held == oldNoRow && pr.holds(text, cells, err) == oldEmptyRow {

		if pr.placeSoFar(); !oldUnique(pr.cur[:72]) && oldUnique(pr.heldFirst()) {
			pr.moveRows(1, 0, 8)
			clear(pr.cur[:9])
			pr.rowsAt[0], pr.rows = pr.rowsAt[1], 9
			return pr.completeGrid(yield)
		}
	}
	if err != nil {
		pr.bad = true
		if !yield(puzzle{}, err) {
			return false
		}
	}
	if pr.rows == 0 {
		pr.labels, pr.sheetLabels, pr.indexed, pr.fieldRows = 0, 0, 0, 0
		if pr.held == oldNoRow {
			if h := pr.holds(text, cells, err); h != oldNoRow {
				pr.held, pr.heldAt = h, pr.lineNo
				return true
			}
		}
		if pr.labelled || pr.sheetLabelled {
			pr.held = oldNoRow
		}
	}
	if pr.labelled {
		pr.labels |= 1 << pr.rows
	}
	if pr.sheetLabelled {
		pr.sheetLabels |= 1 << pr.rows
	}
	if pr.indexedLine {
		pr.indexed |= 1 << pr.rows
	}
	if pr.fieldsRead {
		pr.fields[pr.rows] = pr.field
		pr.fieldRows |= 1 << pr.rows
	}
	pr.appendRow(cells)
	if pr.rows < 9 || pr.held != oldNoRow {
		return true
	}
	return pr.completeGrid(yield)
}

// appendRow puts cells after the rows of the grid being read.
func (pr *oldPuzzleReader) appendRow(cells *Grid) {
	copy(pr.cur[pr.rows*9:pr.rows*9+9], cells[:9])
	pr.rowsAt[pr.rows] = pr.lineNo
	pr.rows++
}

// placeSoFar puts in place the rows read so far as a spreadsheet's
// fields (see placeFields), where they can be, before the grid is
// complete, so that its readings can be tried.
func (pr *oldPuzzleReader) placeSoFar() {
	if pr.fieldRows != 0 {
		pr.placeFields()
	}
}

// heldFirst returns the grid of the held row and the first eight rows
// after it.
func (pr *oldPuzzleReader) heldFirst() []uint8 {
	var g Grid
	copy(g[9:], pr.cur[:72])
	if pr.held == oldNumbersRow {
		copy(g[:9], []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9})
	}
	return g[:]
}

// unique reports whether the cells g, as many as a grid has or fewer, the
// rest blank, make a puzzle with exactly one solution.
func oldUnique(cells []uint8) bool {
	var g Grid
	copy(g[:], cells)
	return !repeats(&g) && solve(&g, 2) == 1
}

// placeHeld makes the held row the first of the grid in the grid form
// being read, before the rows read after it.
func (pr *oldPuzzleReader) placeHeld() {
	pr.moveRows(1, 0, pr.rows)
	clear(pr.cur[:9])
	if pr.held == oldNumbersRow {
		copy(pr.cur[:9], []uint8{1, 2, 3, 4, 5, 6, 7, 8, 9})
	}
	pr.rowsAt[0] = pr.heldAt
	pr.rows++
	pr.held = oldNoRow
}

// moveRows moves n rows of the grid being read from row from to row to,
// with what is known of each, which only they then have.
func (pr *oldPuzzleReader) moveRows(to, from, n int) {
	copy(pr.cur[9*to:9*(to+n)], pr.cur[9*from:9*(from+n)])
	copy(pr.rowsAt[to:to+n], pr.rowsAt[from:from+n])
	copy(pr.fields[to:to+n], pr.fields[from:from+n])
	move := func(m uint16) uint16 { return m >> from & (1<<n - 1) << to }
	pr.labels, pr.sheetLabels, pr.indexed, pr.fieldRows = move(pr.labels), move(pr.sheetLabels), move(pr.indexed), move(pr.fieldRows)
}

// completeGrid yields the nine rows of the grid in the grid form being
// read as a puzzle, unless a row was malformed or the grid is a solution.
// It reports false if yield did.
func (pr *oldPuzzleReader) completeGrid(yield func(puzzle, error) bool) bool {
	pr.spaced, pr.bulleted = false, false
	if pr.fieldRows != 0 && !pr.bad {
		switch n := pr.placeFields(); {
		case n == 0:
			pr.rows = 0
			return pr.fieldFaults(yield)
		case n > 1:
			pr.rows = 0
			return yield(puzzle{}, pr.errorf(pr.rowsAt[0], "which nine fields of the rows are the grid's is not clear: remove the empty columns beside it"))
		}
	}
	p, bad := puzzle{pr.cur, pr.rowsAt[0]}, pr.bad
	pr.rows, pr.bad = 0, false
	if l := pr.sheetLabels; l != 0 && l != 1<<9-1 && !bad {

		i := bits.TrailingZeros16(l)
		return yield(puzzle{}, pr.errorf(pr.rowsAt[i], "row has 10 fields, its number first, where the other rows have none"))
	}
	if l := pr.indexed; l != 0 && l != 1<<9-1 && !bad {
		i := bits.TrailingZeros16(l)
		return yield(puzzle{}, pr.errorf(pr.rowsAt[i], "row has 10 cells, its number first, where the other rows have none"))
	}
	return bad || pr.isSolution(&p.grid) || yield(p, pr.checkGivens(&p.grid, &pr.rowsAt))
}

// isSolution reports whether g, a grid just read, is a solution, not a
// puzzle: one with no blank among solutions (see the reader's solutions
// field), or right after a puzzle, keeping its givens, as programs write
// a puzzle and then its solution. A grid with a blank ends solutions.
// Before a puzzle with a blank was read, only a key makes one: a file of
// solved grids under a header "Solved" holds no puzzle they would solve.
func (pr *oldPuzzleReader) isSolution(g *Grid) bool {
	after := pr.afterPuzzle
	pr.afterPuzzle = false
	if bytes.IndexByte(g[:], 0) >= 0 {
		pr.solutions, pr.solutionKey = false, false
		return false
	}
	if pr.solutionKey {
		return true
	}
	if pr.good == 0 || bytes.IndexByte(pr.last[:], 0) < 0 {
		return false
	}
	if pr.solutions {
		return true
	}
	if !after {
		return false
	}
	for i, d := range pr.last {
		if d != 0 && d != g[i] {
			return false
		}
	}
	return !repeats(g)
}

// dropHeader forgets the one row of the puzzle in the grid form so far if
// it has no given and a border follows it: it is the header of a Markdown
// table, whose border comes under its first row. Its caller keeps a row
// with a border above it too, unless the border under it is a Markdown
// table's (see isDelimiterRow).
func (pr *oldPuzzleReader) dropHeader() {
	if pr.rows == 1 && !pr.bad && [9]uint8(pr.cur[:9]) == [9]uint8{} {
		pr.rows = 0
	}
}

// addItem reads text as cells of a puzzle written a cell or a few a
// line, as JSON is written with each item of a list on a line of its own
// ("5," or `"5",` and the last of a row without the comma) and Node.js
// prints a long list, five numbers a line for a row and ten or more for a
// whole puzzle, between lines of brackets. Cells with a comma after them,
// outside a puzzle in the grid form, start such a puzzle (nine of them are
// a row, and more only after a line that opens a list, opened), and 81
// cells make it; so does a list of cells that a line opens and a later
// one closes, whatever their number a line (see listPart), an array as
// PHP prints it (see printedItem and dumpedKey), and cells under their
// keys A1 to I9 (see keyedCells). It reports whether text was taken, and
// false for ok if yield returned false. A line that is neither cells nor
// brackets ends the puzzle, which is incomplete if it has begun, and so
// does the end of such a list.
func (pr *oldPuzzleReader) addItem(text []byte, opened bool, yield func(puzzle, error) bool) (taken, ok bool) {
	if len(text) == 0 && !pr.listOpen && !pr.printed {
		return false, pr.endItems(yield)
	}
	if pr.rows == 0 {
		key := pr.oldDumpedKey - 1
		pr.oldDumpedKey = 0
		if key >= 0 {
			if v, ok := oldDumpedCell(text); ok && (key == pr.nitems || key == pr.nitems%9) {
				return true, pr.addCells([]uint8{v}, false, yield)
			}
		}
		if k := oldDumpedKey(text); k > 0 {
			pr.printed, pr.oldDumpedKey = true, k
			return true, true
		}
		switch k, v, ok := oldPrintedItem(text); {
		case ok && (k == pr.nitems || k == pr.nitems%9):
			pr.printed = true
			return true, pr.addCells([]uint8{v}, false, yield)
		case (pr.printed || bytes.Contains(text, []byte(" =>"))) && oldPrintedStructure(text):
			pr.printed = true
			return true, true
		}
	}
	if pr.listOpen || pr.nitems == 0 && pr.rows == 0 {
		var cells [81]uint8
		switch n, opens, closes, words := oldListPart(text, &cells, pr.listOpen); {
		case n > 0 && (pr.listOpen || opens && !closes):
			pr.listOpen = !closes
			if !pr.addCells(cells[:n], words, yield) {
				return true, false
			}
			if closes {
				pr.closedAt = pr.lineNo
				return true, pr.endItems(yield)
			}
			return true, true
		case pr.listOpen:
			pr.listOpen = false
			if closes {
				pr.closedAt = pr.lineNo
			}
			return closes, pr.endItems(yield)
		case pr.closedAt > 0 && pr.closedAt == pr.lineNo-1 && oldIsStructure(text):
			pr.closedAt = pr.lineNo
			return true, true
		}
	}
	if pr.rows == 0 {
		var cells [81]uint8
		if n := oldKeyedCells(text, pr.nitems, &cells); n > 0 {
			return true, pr.addCells(cells[:n], false, yield)
		}
	}
	var cells [16]uint8
	switch n, comma, words := oldListItems(text, &cells); {
	case n > 0 && pr.rows == 0 && (pr.nitems > 0 || comma && (n < 9 || n > 9 && opened)):
		return true, pr.addCells(cells[:n], words, yield)
	case pr.nitems > 0 && (oldIsStructure(text) || oldOnlyTags(text)):
		return true, true
	}
	return false, pr.endItems(yield)
}

// addCells adds cells to the puzzle being read a cell or a few a line,
// and yields it once it has 81; words says whether a blank among them was
// a word. It reports false if yield did.
func (pr *oldPuzzleReader) addCells(cells []uint8, words bool, yield func(puzzle, error) bool) bool {
	if pr.nitems == 0 {
		pr.itemWords = false
	}
	pr.itemWords = pr.itemWords || words
	for _, v := range cells {
		if pr.nitems%9 == 0 {
			pr.itemsAt[pr.nitems/9] = pr.lineNo
		}
		pr.items[pr.nitems] = v
		if pr.nitems++; pr.nitems < 81 {
			continue
		}
		pr.nitems = 0
		pr.oldItemDigits()
		if !pr.isSolution(&pr.items) && !yield(puzzle{pr.items, pr.itemsAt[0]}, pr.checkGivens(&pr.items, &pr.itemsAt)) {
			return false
		}
		pr.itemWords = false
	}
	return true
}

// itemZero is the cell listItems gives for an item 0: a blank, unless the
// list's blanks are words (see itemDigits).
const oldItemZero = 10

// itemDigits makes the 81 items read a grid: if the blanks among them are
// words such as null and a 0 is among them too, and no 9, the digits run
// from 0 to 8, as some JavaScript libraries keep them, and each is read one
// up; so do they in the list right after such a puzzle if it has a 0 and
// no 9, as its solution. Else a 0 is a blank.
func (pr *oldPuzzleReader) oldItemDigits() {
	zero, nine := false, false
	for _, v := range pr.items {
		zero, nine = zero || v == oldItemZero, nine || v == 9
	}
	up := (pr.itemWords || pr.itemsUp) && zero && !nine
	pr.itemsUp = up && pr.itemWords
	for i, v := range pr.items {
		switch {
		case v == oldItemZero && up:
			pr.items[i] = 1
		case v == oldItemZero:
			pr.items[i] = 0
		case v != 0 && up:
			pr.items[i] = v + 1
		}
	}
}

// listItems reads into cells the cells that text holds as items of a
// list, one to sixteen of them between commas, each perhaps in quotes, and
// reports how many, or 0, whether a comma ends the line, and whether a
// blank was a word: "5,", `"5",`, "null,", "5, 3, 0, 0, 7,", `'5', '3',
// '.',`. An item 0 is itemZero. A cell of a table of markup, <td>5</td>,
// or of YAML's lists, "- 5", is an item that starts a puzzle as the comma
// does.
func oldListItems(text []byte, cells *[16]uint8) (n int, comma, words bool) {
	t := bytes.TrimSpace(text)
	if len(t) == 0 {
		return 0, false, false
	}
	if open, end := bytes.IndexByte(t, '>'), bytes.LastIndex(t, []byte("</")); len(t) > 0 && t[0] == '<' && open >= 0 && end > open {
		if !oldCellTag(t[1:open]) {
			return 0, false, false
		}
		v, ok := oldMarkupCell(t[open+1 : end])
		if !ok {
			return 0, false, false
		}
		cells[0] = v
		return 1, true, false
	}
	t, comma = bytes.CutSuffix(t, []byte(","))
	yaml := false
	if t, yaml = bytes.CutPrefix(t, []byte("- ")); yaml {

		if oldIsBorder(text) {
			return 0, false, false
		}
		for ok := true; ok; {
			t, ok = bytes.CutPrefix(bytes.TrimLeft(t, " "), []byte("- "))
		}
		comma = true
	}
	for {
		item, rest, more := bytes.Cut(t, []byte(","))
		if yaml {
			item, more = t, false
		}
		v, word, ok := oldItemCell(bytes.TrimSpace(item))
		if n == len(cells) || !ok {
			return 0, false, false
		}
		cells[n], words = v, words || word
		n++
		if !more {
			return n, comma, words
		}
		t = rest
	}
}

// endItems ends the puzzle being read a cell a line, which is incomplete
// if it has begun. It reports false if yield did.
func (pr *oldPuzzleReader) endItems(yield func(puzzle, error) bool) bool {
	n := pr.nitems
	pr.nitems, pr.listOpen, pr.printed = 0, false, false
	if n == 0 {
		return true
	}
	return yield(puzzle{}, pr.errorf(pr.itemsAt[0], "incomplete puzzle: %d of 81 cells", n))
}

// endGrid ends the puzzle in the grid form being read, which is incomplete
// if it has begun; a puzzle with a row already reported is not reported
// again. It reports false if yield did.
func (pr *oldPuzzleReader) endGrid(yield func(puzzle, error) bool) bool {
	if pr.held != oldNoRow {
		pr.placeSoFar()
	}
	switch {
	case pr.held == oldNoRow:
	case pr.rows == 9:

		if pr.held == oldEmptyRow && [9]uint8(pr.cur[72:81]) == [9]uint8{} && oldUnique(pr.heldFirst()) {
			pr.rows = 8
			pr.placeHeld()
		}
		pr.held = oldNoRow
		return pr.completeGrid(yield)
	case pr.rows == 8 && pr.held == oldEmptyRow && !oldUnique(pr.heldFirst()) && oldUnique(pr.cur[:72]):

		pr.held = oldNoRow
		clear(pr.cur[72:])
		pr.rowsAt[8], pr.rows = pr.rowsAt[7], 9
		return pr.completeGrid(yield)
	case pr.held == oldEmptyRow && !slices.ContainsFunc(pr.cur[:9*pr.rows], func(d uint8) bool { return d != 0 }):
		pr.held, pr.rows = oldNoRow, 0
	default:
		pr.placeHeld()
		if pr.rows == 9 {
			return pr.completeGrid(yield)
		}
	}
	rows, bad := pr.rows, pr.bad
	pr.rows, pr.bad, pr.spaced, pr.bulleted = 0, false, false, false
	switch {
	case rows == 0 || bad:
		return true
	case pr.fieldRows != 0:
		return pr.fieldFaults(yield)
	}
	return yield(puzzle{}, pr.errorf(pr.rowsAt[0], "incomplete puzzle: %d of 9 rows", rows))
}

// nextLine reads the next line from br without its newline and reports
// whether it ended in one. A line longer than br's buffer is put together
// in *long, up to maxListLine bytes, if long is not nil and the line
// starts a list (see startsList); one longer still is skipped and gives
// errListTooLong, and any other errTooLong. The end of the input gives
// io.EOF.
func oldNextLine(br *bufio.Reader, long *[]byte) (text []byte, newline bool, err error) {
	text, err = br.ReadSlice('\n')
	if err == nil {
		return text[:len(text)-1], true, nil
	}
	split := err == bufio.ErrBufferFull
	list := split && long != nil && oldStartsList(text)
	kept := list
	if kept {
		*long = append((*long)[:0], text...)
	}
	for err == bufio.ErrBufferFull {
		text, err = br.ReadSlice('\n')
		if kept = kept && len(*long)+len(text) <= oldMaxListLine; kept {
			*long = append(*long, text...)
		}
	}
	switch {
	case err == nil:
		newline = true
	case err == io.EOF && (len(text) > 0 || split):
	default:
		return nil, false, err
	}
	switch {
	case split && !kept && list:
		return nil, newline, oldErrListTooLong
	case split && !kept:
		return nil, newline, oldErrTooLong
	case split:
		text = *long
	}
	return bytes.TrimSuffix(text, []byte("\n")), newline, nil
}

// readLine returns the next line without its line end and trailing spaces
// (a tab can end a spreadsheet's row), or errTooLong or errListTooLong if
// it is too long (see nextLine).
func (pr *oldPuzzleReader) readLine() ([]byte, error) {
	text, _, err := oldNextLine(pr.br, &pr.long)
	if err != nil && err != oldErrTooLong && err != oldErrListTooLong {
		return nil, err
	}
	pr.lineNo++
	if err != nil {
		return nil, err
	}
	pr.width = len(text)
	return bytes.TrimRight(text, " "), nil
}

// A lineKind is what a line of puzzles is.
type oldLineKind uint8

const (
	oldCellLine   oldLineKind = iota // a row or a whole puzzle, or malformed
	oldEmptyLine                     // ends a puzzle in the grid form
	oldHeaderLine                    // ends one too
	oldSkipLine                      // a comment or a border
	oldManyLine                      // puzzles, more than one, in the reader's many
)

// parseLine reads one line into g and returns its kind and, for cells, how
// many there are, counting malformed ones, and the first fault.
func (pr *oldPuzzleReader) parseLine(text []byte, g *Grid) (oldLineKind, int, error) {

	if len(text) == 17 && oldExactRow(text, g) {
		return oldCellLine, 9, nil
	}
	if len(text) == 81 && oldExactLine(text, g) {
		return oldCellLine, 81, nil
	}
	if len(text) == 17 || len(text) == 81 {
		*g = Grid{}
	}
	return pr.parseOther(text, g)
}

// parseOther is parseLine for the lines of other forms than the exact
// ones: a function of its own, whose many steps leave the short way as
// short as it was.
func (pr *oldPuzzleReader) parseOther(text []byte, g *Grid) (oldLineKind, int, error) {
	if len(text) == 0 {
		if pr.spaced && pr.rows > 0 && pr.width == 9 {
			clear(g[:9])
			return oldCellLine, 9, nil
		}
		return oldEmptyLine, 0, nil
	}
	spaces := pr.width - len(text)
	c := oldCellsOf(text, g, oldSpaceFields)
	if rest := oldAfterBullet(text); rest != nil && (pr.bulleted && pr.rows > 0 || !bytes.ContainsAny(bytes.TrimSpace(rest), " \t")) {
		// A row after a bullet, of other than nine cells: among rows
		// after bullets, or its cells written together, "- 53007000",
		// where the bullet is no blank.
		var t Grid // g keeps the cells of the whole line
		if c := oldCellsOf(rest, &t, oldSpaceFields); c.bad < 0 && !c.comment && c.n != 9 && c.n < 45 {
			return oldCellLine, c.n, pr.cellsFault(c.n)
		}
	}
	if c.bad >= 0 || c.n != 9 && c.n != 81 {
		if t, ok := oldUnmarked(text); ok {
			text, spaces = t, 0
			c = oldCellsOf(text, g, oldSpaceFields)
		}
	}
	if (c.n == 10 || c.n == 11 && c.seps == 1) && c.bad < 0 && c.bars == 0 && c.marks-c.seps == c.n-1 {

		if last := text[len(text)-1]; last == ';' || last == ',' && c.n == 10 {
			c.n--
		}
	}
	if t := bytes.TrimLeft(text, " "); c.n == 10 && g[0] == 0 && len(t) > 0 && (t[0] == ',' || t[0] == ';') &&
		[9]uint8(g[1:10]) == [9]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9} {

		text = t[1:]
		c = oldCellsOf(text, g, oldSpaceFields)
	}
	if c.n != 9 && c.n != 81 && bytes.IndexByte(text, '\t') >= 0 {

		if t := oldCellsOf(text, g, oldTabFields); t.bad < 0 && (t.n == 9 || t.n == 81) {
			c = t
		}
	}
	if c.n != 9 && c.n != 81 && c.bad < 0 && c.bars > 0 {

		if t := oldCellsOf(oldInnerBars(text), g, oldBarFields); t.bad < 0 && t.n == t.seps+1 && t.n > c.n {
			c = t
		}
	}
	if c.bad < 0 && c.n > 9 && c.n != 81 && oldStarredRow(text, g) {
		c.n = 9
	}
	if c.bad < 0 && (c.n == 2*9-1 || c.n == 2*81-1) {
		if n := oldDottedCells(text, g); n > 0 {
			c.n = n
		}
	}
	if c.n == 10 && c.bad < 0 && pr.indexedRow(text, g) {
		c.n = 9
	}
	if c.bad < 0 && (c.n > 9 && c.n != 81 || c.n == 81 && len(text) > 2*81-1) {
		// Into a grid of its own: the line may be the puzzle cellsOf read.
		var t Grid
		if n := oldCandidateCells(text, &t); n > 0 {
			*g = t
			return oldCellLine, n, nil
		}
	}

	if c.bad >= 0 || c.n != 9 && c.n != 81 {
		if oldPlacements(text) {
			return oldSkipLine, 0, nil
		}
		if key, rest, ok := oldLeadingKey(text); ok {
			pr.solutionKey = oldOpensSolution(key, rest)
		}
		if oldStartsList(text) {
			switch pr.many = oldLinePuzzles(text, pr.many); {
			case len(pr.many) == 1 && pr.many[0].n == 81:
				*g = pr.many[0].grid
				return oldCellLine, 81, nil
			case len(pr.many) > 0:
				return oldManyLine, len(pr.many), nil
			}
		}
		if oldSlashRows(text, g) || oldQuotedPuzzle(text, g) {
			return oldCellLine, 81, nil
		}
		switch ok, solution, more := oldFieldPuzzle(text, g); {
		case solution:
			return oldSkipLine, 0, nil
		case more:
			return oldCellLine, 81, pr.errorf(pr.lineNo, "line holds two puzzles, want one")
		case ok:
			return oldCellLine, 81, nil
		}
		if len(text) > 81 {
			switch ok, more := oldSpacedPuzzle(text, g); {
			case more:
				return oldCellLine, 81, pr.errorf(pr.lineNo, "line holds two puzzles, want one")
			case ok:
				return oldCellLine, 81, nil
			}
		}
		switch n := oldListCells(text, g); {
		case n == 9 || n == 81:
			return oldCellLine, n, nil
		case n > 0 && strings.IndexByte("[{(", bytes.TrimLeft(text, " \t")[0]) >= 0:

			return oldCellLine, n, pr.cellsFault(n)
		}
		if ok, sheet := oldLabelledRow(text, spaces, g, pr.rows+1); ok {
			pr.labelled, pr.sheetLabelled = true, sheet
			return oldCellLine, 9, nil
		}
		if oldFixedRow(text, g) {
			return oldCellLine, 9, nil
		}
		if pr.width == 9 && oldSpacedRow(text, g) {
			pr.spaced = true
			return oldCellLine, 9, nil
		}
		if n := oldMarkupCells(text, g); n > 0 {
			return oldCellLine, n, nil
		}
		switch n := oldElementRow(text, g); {
		case n == 9:
			return oldCellLine, 9, nil
		case n > 0 && pr.rows > 0:

			return oldCellLine, n, pr.errorf(pr.lineNo, "row has %d %s, want 9", n, plural(n, "cell"))
		}
		if oldReadFields(text, &pr.field, pr.fieldRows != 0 && pr.rows > 0) {

			pr.fieldsRead = true
			copy(g[:9], pr.field.window())
			return oldCellLine, 9, nil
		}
		switch n := oldStringRow(text, g); {
		case n == 9:
			return oldCellLine, 9, nil
		case n > 0 && pr.rows > 0:
			return oldCellLine, n, pr.cellsFault(n)
		}
		if oldBulletRow(text, g) {
			pr.bulleted = true
			return oldCellLine, 9, nil
		}
	}
	if c.bad >= 0 || c.comment || 81 <= c.n && c.n <= 81+7 {

		if rest := oldAfterLabel(text); rest != nil {
			var t Grid // the line may be the puzzle cellsOf read
			if c := oldCellsOf(rest, &t, oldSpaceFields); c.bad < 0 && c.n == 81 {
				*g = t
				return oldCellLine, 81, nil
			}
		}
	}
	switch {
	case c.marks == 0 && c.comment:
		return oldSkipLine, 0, nil
	case c.marks == 0:
		return oldEmptyLine, 0, nil
	case c.bad < 0 && (c.n == 9 || c.n == 81):
		if c.n == 81 && len(text) >= 2*81 {
			if _, more := oldSpacedPuzzle(text, new(Grid)); more {

				return oldCellLine, 81, pr.errorf(pr.lineNo, "line holds two puzzles, want one")
			}
		}
		return oldCellLine, c.n, nil
	case oldIsBorder(text):
		if pr.ruleAt != pr.lineNo-2 || oldIsDelimiterRow(text) {
			pr.dropHeader()
		}
		pr.ruleBefore, pr.ruleAt = pr.ruleAt, pr.lineNo
		pr.spacers = pr.spacers && pr.rows > 0
		return oldSkipLine, 0, nil
	case c.bad < 0:
		return oldCellLine, c.n, pr.cellsFault(c.n)
	case oldIsHeader(text) || oldIsStructure(text) || c.bars > 0 && oldIsHeader(oldInnerBars(text)) || oldMatrixColumns(text) || pr.rows == 0 && oldHasWord(text):
		if n := oldLetterCells(text); n > 1 {
			return oldCellLine, n, pr.cellsFault(n)
		}
		if pr.rows > 0 && oldCodeComment(text) {
			return oldSkipLine, 0, nil
		}
		return oldHeaderLine, 0, nil
	}
	return oldCellLine, c.n, pr.errorf(pr.lineNo, "bad character %s in column %d", oldQuoteChar(text[c.bad:]), c.badColumn)
}

// cellsFault is the fault of a line of n cells, neither a row nor a
// puzzle: a puzzle's when n is 45 or more, else a row's.
func (pr *oldPuzzleReader) cellsFault(n int) error {
	if n >= 45 {
		return pr.errorf(pr.lineNo, "line has %d cells, want 81", n)
	}
	return pr.errorf(pr.lineNo, "row has %d %s, want 9", n, plural(n, "cell"))
}

// listCells reads into g a row or a puzzle written as a list: its cells
// between brackets, braces or parentheses, with commas, quotes and spaces
// between, as programs print lists and arrays and write them in their
// source ("[5, 3, 0, …],", `["5", "3", ".", …]`, numpy's "[[5 3 0 …]",
// C's and Java's "{5, 3, 0, …},", Python's tuples, OCaml's and F#'s
// arrays "[|5; 3; 0; …|];"), and a puzzle as a list
// of rows on one line too. The list starts at the first bracket followed
// by a cell, after any brackets, quotes and spaces; what comes before it
// is a label ("board = ", `"grid": `, "int[][] grid = ", Prolog's
// "problem(1, "), and after the last closing bracket there may be only
// commas and semicolons, or a full stop (see listEnds). It returns the
// cells, 9 or 81 for a row or a puzzle, or 0 if text is no such list.
func oldListCells(text []byte, g *Grid) int {
	const marks = "[]{}()'" // and Python's quotes
	first := -1
	for i := 0; i < len(text) && first < 0; {
		if c := text[i]; c != '[' && c != '{' && c != '(' {
			i++
			continue
		}
		j := i + 1
		for j < len(text) && strings.IndexByte("[{( \t\"'|", text[j]) >= 0 {
			j++
		}
		if j < len(text) && oldIsCell(text[j]) {
			first = i
		}
		i = j
	}
	if first >= 0 && text[first] == '(' {

		arg, rest, _ := bytes.Cut(text[first+1:], []byte(","))
		if rest = bytes.TrimLeft(rest, " \t"); plainDigits(string(bytes.TrimSpace(arg))) && len(rest) > 0 && rest[0] == '[' {
			first = len(text) - len(rest)
		}
	}
	last := bytes.LastIndexAny(text, "]})")
	if first < 0 || last < first || !oldListEnds(text[last+1:], "") {
		return 0
	}
	list := bytes.Map(func(r rune) rune {
		if r < utf8.RuneSelf && strings.IndexByte(marks, byte(r)) >= 0 {
			return ' '
		}
		return r
	}, text[first:last+1])
	if c := oldCellsOf(list, g, oldSpaceFields); c.bad < 0 && !c.comment {
		return c.n
	}
	return 0
}

// stringRow reads into g a row written as a string of cells in double or
// single quotes, as an item of a list of rows in source code laid out a
// row a line: after the label and the bracket that open the list on the
// first row's line (`char *p[] = {"003020600",`, `rows = ['003020600',`),
// before the brackets that close it on the last's (`"005010300"};`), or
// alone with a comma after it between them (`'900305001',`). It returns
// the string's cells, or 0 if text is no such line.
func oldStringRow(text []byte, g *Grid) int {
	before, str, rest, ok := oldQuoted(bytes.TrimSpace(text), "")
	label := bytes.TrimRight(before, " \t")
	if !ok || len(label) > 0 && strings.IndexByte("[{(", label[len(label)-1]) < 0 || !oldListEnds(rest, "]})") {
		return 0
	}
	if c := oldCellsOf(str, g, oldSpaceFields); c.bad < 0 && !c.comment {
		return c.n
	}
	return 0
}

// indexedRow reports whether g, the ten cells of text, is a row after its
// index, as pandas prints a DataFrame and Node.js's console.table a list of
// lists: the first cell is the digit of the row's number, counted from 0
// as both count, or from 1 under the numbers of the columns, 1 to 9, or
// their names, as R prints a data frame and AMPL's data tables are
// written (see namedColumns), and so in every row of the grid.
// It moves the nine after it to the front. The numbers of the columns
// from 0 to 8, which the row before was read as, are dropped.
func (pr *oldPuzzleReader) indexedRow(text []byte, g *Grid) bool {
	t := bytes.TrimLeft(text, " \t|│┃")
	if len(t) == 0 || t[0] < '0' || t[0] > '9' {
		return false
	}
	if pr.rows == 1 && t[0] == '0' && pr.indexed == 0 && [9]uint8(pr.cur[:9]) == [9]uint8{0, 1, 2, 3, 4, 5, 6, 7, 8} {
		pr.rows = 0
	}
	switch from := int(t[0]-'0') - pr.rows; {
	case from != 0 && from != 1:
		return false
	case pr.rows == 0 && from == 1 && (pr.held != oldNumbersRow || pr.heldAt != pr.lineNo-1) && (pr.columnsAt == 0 || pr.columnsAt != pr.lineNo-1):
		return false
	case pr.rows > 0 && (pr.indexed != 1<<pr.rows-1 || from != pr.indexFrom):
		return false
	default:
		pr.indexFrom = from
	}
	copy(g[:9], g[1:10])
	pr.labelled, pr.indexedLine = true, true
	return true
}

// labelledRow reads into g a row of nine cells after a label that names
// it: a letter from A to I followed by a space, a colon, a parenthesis or
// a bar ("A 5 3 0 …", "b) 6 0 0 …", "C | 0 9 8 | …"), Row or R and its
// number ("Row 1: 5 3 0 …", "r1 5 3 0 …"), or its number followed by a
// colon, a parenthesis or a bar ("1: 5 3 0 …"), or as R prints a
// matrix's rows ("[1,]    5    3 …"). In a spreadsheet's row,
// the label is a field of its own ("1,5,3,,,7,,,,", "R1;5;3;…", a tab
// after it), and it must name row, the row the line would be (the
// numbers of the columns above are held, not read: see holdsRow): else a
// row of ten fields, the first a digit, would lose one. The cells may be
// drawn in columns of fixed width with spaces for blanks, in boxes or
// not (see fixedRow and columnRow), spaces more having been cut from the
// end of text. It reports whether text is such a row,
// and whether its label is in a field of its own.
func oldLabelledRow(text []byte, spaces int, g *Grid, row int) (ok, sheet bool) {
	t := bytes.TrimLeft(text, " \t")
	if len(t) < 2 {
		return false, false
	}
	isRow := func(c oldLineCells) bool { return c.bad < 0 && !c.comment && c.n == 9 }
	marks := ":)|,;\t"
	named := 0
	letter := false
	switch c := t[0] | 0x20; {
	case t[0] == '[' && len(t) > 4 && '1' <= t[1] && t[1] <= '9' && string(t[2:4]) == ",]":

		return isRow(oldCellsOf(t[4:], g, oldSpaceFields)), false
	case 'a' <= c && c <= 'i':
		t, marks, named, letter = t[1:], " \t:)|,;", int(c-'a')+1, true
	case c == 'r':
		t = t[1:]
		if len(t) >= 2 && bytes.EqualFold(t[:2], []byte("ow")) {
			t = bytes.TrimLeft(t[2:], " ")
		}
		if len(t) == 0 || t[0] < '1' || t[0] > '9' {
			return false, false
		}
		t, marks, named = t[1:], " \t:)|,;", int(t[0]-'0')
	case '1' <= t[0] && t[0] <= '9':
		named = int(t[0] - '0')
		t = bytes.TrimLeft(t[1:], " ")
	default:
		return false, false
	}
	if len(t) == 0 || strings.IndexByte(marks, t[0]) < 0 {
		return false, false
	}

	inPlace := named == row && bytes.IndexByte(text[:len(text)-len(t)], '\t') < 0
	switch t[0] {
	case ',', ';':

		return inPlace && isRow(oldCellsOf(t[1:], g, oldSpaceFields)), true
	case '\t':

		if letter && isRow(oldCellsOf(t[1:], g, oldSpaceFields)) {
			return true, false
		}
		return inPlace && isRow(oldCellsOf(t[1:], g, oldTabFields)), true
	case ':', ')':
		t = t[1:]
	}
	return isRow(oldCellsOf(t, g, oldSpaceFields)) || oldFixedRow(t, g) || oldColumnRow(t, spaces, g), false
}

// letterCells returns the cells of text after a row's letter, A to I,
// and a space, a colon, a parenthesis or a bar, "A  8 1 2" (see
// labelledRow), if it has only cells, spaces and bars after it, or 0.
func oldLetterCells(text []byte) int {
	t := bytes.TrimLeft(text, " \t")
	if len(t) < 3 || t[0]|0x20 < 'a' || t[0]|0x20 > 'i' || strings.IndexByte(" \t:)|", t[1]) < 0 {
		return 0
	}
	var g Grid
	if c := oldCellsOf(t[2:], &g, oldSpaceFields); c.bad < 0 && !c.comment {
		return c.n
	}
	return 0
}

// hasWord reports whether text is a header that starts with a number or
// a mark, "9x9 (3x3) SUDOKU PUZZLE", "12 May 2024", "1st puzzle": it has a
// word of three letters or more, not all x, fewer than 17 digits, and
// no control character, nor text that could not be decoded.
func oldHasWord(text []byte) bool {
	if !utf8.Valid(text) || bytes.ContainsRune(text, utf8.RuneError) {
		return false
	}
	run, letters, word, digits := 0, false, false, 0
	for _, c := range text {
		switch {
		case c < ' ' && c != '\t' || c == 0x7f:
			return false
		case 'a' <= c|0x20 && c|0x20 <= 'z':
			run++
			letters = letters || c|0x20 != 'x'
			word = word || run >= 3 && letters
			continue
		case '1' <= c && c <= '9':
			digits++
		}
		run, letters = 0, false
	}
	return word && digits < 17
}

// matrixColumns reports whether text is the line of column numbers that R
// prints above a matrix: [,1] [,2] … [,9].
func oldMatrixColumns(text []byte) bool {
	n := 0
	for field := range bytes.FieldsSeq(text) {
		if len(field) != 4 || string(field[:2]) != "[," || field[2] != byte('1'+n) || field[3] != ']' {
			return false
		}
		n++
	}
	return n == 9
}

// candidateCells reads into g a row or a puzzle of a candidate grid, as
// solvers print one with the digits each open cell may still take: 9 or
// 81 groups of digits, each in ascending order, between spaces and bars,
// and one group of more than one digit at least. A lone digit is placed,
// a group of more is a blank. It returns how many groups there are, or 0
// if text is no such row or puzzle.
func oldCandidateCells(text []byte, g *Grid) int {
	n, last, many := 0, uint8(0), false
	for i := 0; i < len(text); {
		_, class, v, size := oldCharAt(text, i)
		i += size
		switch {
		case class == oldSpaceChar || class == oldBarChar:
			last = 0
			continue
		case class != oldCellChar || v == 0 || v <= last:
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

// unmarked returns text without the marks that some programs write among
// or around cells, and reports whether it had any; a row of nine cells, or
// a puzzle of 81, read as it is has none, and is not looked at.
func oldUnmarked(text []byte) ([]byte, bool) {
	t, changed := text, false
	if u := oldUncommented(t); u != nil {
		t, changed = u, true
	}
	if u := oldBlankWords(t); u != nil {
		t, changed = u, true
	}
	if u := oldQuotedCells(t); u != nil {
		t, changed = u, true
	}
	if u := oldFloatCells(t); u != nil {
		t, changed = u, true
	}
	if bytes.IndexByte(t, '+') >= 0 {

		if u := oldDropPlus(t); len(u) != len(t) {
			t, changed = u, true
		}
	}
	if bytes.IndexByte(t, 'u') >= 0 {

		if u := oldUserDigits(t); u != nil {
			t, changed = u, true
		}
	}
	if u, ok := bytes.CutSuffix(bytes.TrimRight(bytes.TrimSuffix(t, []byte(`\hline`)), " "), []byte(`\\`)); ok {
		t, changed = u, true
	}
	return t, changed
}

// uncommented returns text without a comment at its end, after a row's
// or a list's cells and a space: a note, # …, or one of source code, // …
// or /* … */ ("4...3....  // row 1", "{8, 0, 0, …, 3},  /* row 4 */"); or
// nil if it has none. A number sign after a word, "Puzzle #3 …", or
// alone before a puzzle, "#2 …", starts no comment (see afterLabel).
func oldUncommented(text []byte) []byte {
	for i := 1; i < len(text); i++ {
		t := text[i:]
		if text[i-1] != ' ' && text[i-1] != '\t' || t[0] != '#' && !bytes.HasPrefix(t, []byte("//")) &&
			!(bytes.HasPrefix(t, []byte("/*")) && bytes.HasSuffix(t[2:], []byte("*/"))) {
			continue
		}
		before := bytes.TrimRight(text[:i], " \t")
		if len(before) == 0 {
			return nil
		}
		_, size := utf8.DecodeLastRune(before)
		if _, class, _, _ := oldCharAt(before, len(before)-size); class == oldCellChar || class == oldBarChar || class == oldFieldChar ||
			strings.IndexByte("]})", before[len(before)-1]) >= 0 {
			return before
		}
		return nil
	}
	return nil
}

// blankWordList are the words that stand for a blank in a list: Python's
// None, JSON's null, Go's nil, R's NA, a float's NaN as pandas and numpy
// write it, and -1 as some programs write it.
var oldBlankWordList = [...]string{"None", "null", "nil", "NA", "NaN", "nan", "-1"}

// blankWords returns a copy of text in which the words that stand for a
// blank in a list, after a bracket, or in a table, after a bar, None, null,
// nil, R's NA and -1 (an item of a list, or a cell of a table between
// bars), are each a 0 and spaces, the same length, and Rust's
// Some(5) a 5 and spaces; or nil if it has none of them. A list with such
// blanks and a 0 among its items too, and no 9, has digits from 0 to 8, as
// some JavaScript libraries keep them: each is read one up.
func oldBlankWords(text []byte) []byte {
	open := bytes.IndexAny(text, "[({|")
	if open < 0 {
		open = bytes.Index(text, []byte("│"))
	}
	if open < 0 {
		return nil
	}
	var out []byte
	edit := func() {
		if out == nil {
			out = bytes.Clone(text)
		}
	}
	for from := 0; ; {
		i := bytes.Index(text[from:], []byte("Some("))
		if i < 0 {
			break
		}
		i += from
		from = i + len("Some(")
		if i < open || from+1 >= len(text) || text[from+1] != ')' || !oldIsCell(text[from]) || i > 0 && oldIsWordByte(text[i-1]) {
			continue
		}
		edit()
		copy(out[i:], []byte{text[from], ' ', ' ', ' ', ' ', ' ', ' '})
	}
	var blanks [][2]int // where the words for blanks are, and their lengths
	for _, w := range oldBlankWordList {
		for from := 0; ; {
			i := bytes.Index(text[from:], []byte(w))
			if i < 0 {
				break
			}
			i += from
			from = i + len(w)
			if i < open || i > 0 && oldIsWordByte(text[i-1]) || from < len(text) && oldIsWordByte(text[from]) || w == "-1" && !oldIsItem(text, i, from) && !oldInTable(text, i, from) {
				continue
			}
			blanks = append(blanks, [2]int{i, len(w)})
		}
	}
	if len(blanks) == 0 {
		return out
	}
	edit()
	if zero, nine := oldItemDigits(text[open:]); zero && !nine {
		for k := open; k < len(out); k++ {
			if '0' <= out[k] && out[k] <= '8' && oldIsItem(out, k, k+1) && out[k-1] != '-' {
				out[k]++
			}
		}
	}
	for _, b := range blanks {
		copy(out[b[0]:], "0   "[:b[1]])
	}
	return out
}

// quotedCells returns a copy of text in which each cell in single quotes,
// as Python and JavaScript print a string ('5', '.', and ” for a blank),
// has spaces for its quotes; or nil if text has no single quote, or one
// that is not around a cell, such as an apostrophe.
func oldQuotedCells(text []byte) []byte {
	if bytes.IndexByte(text, '\'') < 0 {
		return nil
	}
	out := bytes.Clone(text)
	for i := 0; i < len(out); i++ {
		switch {
		case out[i] != '\'':
		case i+1 < len(out) && out[i+1] == '\'':
			out[i], out[i+1] = ' ', ' '
			i++
		case i+2 < len(out) && oldIsCell(out[i+1]) && out[i+2] == '\'':
			out[i], out[i+2] = ' ', ' '
			i += 2
		default:
			return nil
		}
	}
	return out
}

// floatCells returns a copy of text in which each cell written as a
// number with a fraction, as numpy prints an array of floats (5.) and
// Python and pandas a float (5.0), is that digit and spaces, and NaN or
// nan, a missing value among floats, a blank; or nil if text has fewer
// than nine such cells, a row's, or another word with a point, such as a
// blank . of its own.
func oldFloatCells(text []byte) []byte {
	if bytes.IndexByte(text, '.') < 0 && bytes.IndexByte(text, 'a') < 0 {
		return nil
	}
	isEnd := func(c byte) bool { return strings.IndexByte(" \t,;[](){}|'\"", c) >= 0 }
	var out []byte
	for pass := range 2 {
		t, cells := text, 0
		if pass == 1 {
			out = bytes.Clone(text)
			t = out
		}
		for i := 0; i < len(t); {
			j := i
			for j < len(t) && !isEnd(t[j]) {
				j++
			}
			switch w := t[i:j]; {
			case string(w) == "NaN" || string(w) == "nan":
				if pass == 1 {
					copy(w, "0  ")
				}
				cells++
			case bytes.IndexByte(w, '.') < 0:
			case oldIsFloatCell(w):
				if pass == 1 {
					copy(w[1:], bytes.Repeat([]byte(" "), len(w)-1))
				}
				cells++
			default:
				return nil
			}
			i = j + 1
		}
		if cells < 9 {
			return nil
		}
	}
	return out
}

// namedColumns reports whether text names nine columns by their numbers,
// 1 to 9, after the same letters, as R names a data frame's, V1 to V9, or
// alone between a colon and :=, as AMPL and GNU MathProg head a table of
// data ("param givens : 1 2 3 4 5 6 7 8 9 :=").
func oldNamedColumns(text []byte) bool {
	if t, ok := bytes.CutSuffix(text, []byte(":=")); ok {
		_, numbers, ok := bytes.Cut(t, []byte(":"))
		return ok && string(bytes.Join(bytes.Fields(numbers), []byte(" "))) == "1 2 3 4 5 6 7 8 9"
	}
	names := bytes.Fields(text)
	if len(names) != 9 {
		return false
	}
	for k, name := range names {
		if n := len(name); n < 2 || name[n-1] != byte('1'+k) || !bytes.Equal(name[:n-1], names[0][:len(names[0])-1]) || !unicode.IsLetter(rune(name[0])) {
			return false
		}
	}
	return true
}

// isItem reports whether text[i:j] is an item of a list: after an opening
// bracket or a comma, and before a comma, a closing bracket or the end,
// with only spaces between.
func oldIsItem(text []byte, i, j int) bool {
	before := bytes.TrimRight(text[:i], " ")
	after := bytes.TrimLeft(text[j:], " ")
	return len(before) > 0 && strings.IndexByte("[({,", before[len(before)-1]) >= 0 &&
		(len(after) == 0 || strings.IndexByte("]}),", after[0]) >= 0)
}

// inTable reports whether text[i:j] is a cell of a table between bars, |
// or box drawing's, with only spaces between.
func oldInTable(text []byte, i, j int) bool {
	before := bytes.TrimRight(text[:i], " ")
	after := bytes.TrimLeft(text[j:], " ")
	if len(before) == 0 || len(after) == 0 {
		return false
	}
	_, size := utf8.DecodeLastRune(before)
	_, barBefore, _, _ := oldCharAt(before, len(before)-size)
	_, barAfter, _, _ := oldCharAt(after, 0)
	return barBefore == oldBarChar && barAfter == oldBarChar
}

// itemDigits reports whether the items of the lists in text include a 0,
// and a 9.
func oldItemDigits(text []byte) (zero, nine bool) {
	for k, c := range text {
		if (c == '0' || c == '9') && oldIsItem(text, k, k+1) && (k == 0 || text[k-1] != '-') {
			zero, nine = zero || c == '0', nine || c == '9'
		}
	}
	return zero, nine
}

// spacedRow reads into g a row of nine characters, digits and spaces for
// blanks, as typed in an editor that keeps the spaces at the end of a line
// (the caller knows its length with them). It reports whether text, with
// those spaces cut, is such a row.
func oldSpacedRow(text []byte, g *Grid) bool {
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
// blank may be a space: three boxes between bars, | or box drawing's, each
// of three characters ("|53 | 7 |   |"), or of seven, a cell in every
// other one (as py-sudoku draws "| 5 3   |   7   |       |"), or of nine,
// a cell in the middle of each three (as Go's go-sudoku renders a grid,
// "    5  4 │    7    │ 8     6", perhaps in a frame that pads the outer
// boxes with a space). It reports whether text is such a row.
func oldFixedRow(text []byte, g *Grid) bool {
	var boxes [][]byte
	from := 0
	for i, r := range string(text) {
		if r == '|' || oldIsBoxDrawing(r) {
			boxes = append(boxes, text[from:i])
			from = i + utf8.RuneLen(r)
		}
	}
	boxes = append(boxes, text[from:])
	if len(boxes) < 3 {
		return false
	}

	opened := len(bytes.Trim(boxes[0], " \t")) == 0 && len(boxes[0]) != len(boxes[1])
	closed := opened && len(boxes[len(boxes)-1]) == 0
	if opened {
		boxes = boxes[1:]
	}
	if closed {
		boxes = boxes[:len(boxes)-1]
	}
	if len(boxes) != 3 {
		return false
	}
	w := len(boxes[1])
	if w == 9 && len(boxes[0]) == 10 && opened {
		boxes[0] = boxes[0][1:]
	}
	if w == 9 && len(boxes[2]) == 10 && closed {
		boxes[2] = boxes[2][:9]
	}
	var at [3]int // where the cells of a box are
	switch w {
	case 3:
		at = [3]int{0, 1, 2}
	case 7:
		at = [3]int{1, 3, 5}
	case 9:
		at = [3]int{1, 4, 7}
	default:
		return false
	}
	var row [9]uint8
	for k, box := range boxes {

		if len(box) != w && (k < 2 || closed || len(box) > w) || !oldFixedCells(box, at[:], row[3*k:3*k+3]) {
			return false
		}
	}
	copy(g[:9], row[:])
	return true
}

// fixedCells reads into cells those of text at the offsets at, a space a
// blank, and reports whether every other character is a space.
func oldFixedCells(text []byte, at []int, cells []uint8) bool {
	for j, c := range text {
		i := slices.Index(at, j)
		switch {
		case i >= 0 && c == ' ':
		case i >= 0 && oldIsCell(c):
			cells[i] = oldAsciiChars[c].value
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
func oldColumnRow(text []byte, spaces int, g *Grid) bool {
	t, ok := bytes.CutPrefix(text, []byte(" "))
	first := bytes.IndexFunc(t, func(r rune) bool { return r != ' ' })
	if !ok || first < 0 || bytes.IndexFunc(t, func(r rune) bool { return r != ' ' && (r < '1' || r > '9') }) >= 0 {
		return false
	}
	pad := first % 2
	var at [9]int
	for i := range at {
		at[i] = pad + 2*i
	}
	var row [9]uint8
	if !oldFixedCells(t, at[:], row[:]) {
		return false
	}
	if blank := first >= 2 || bytes.Contains(t[first:], []byte("   ")); !blank && len(t)+spaces <= at[8] {
		return false
	}
	copy(g[:9], row[:])
	return true
}

// markupCells reads into g a row or a puzzle written as elements of
// markup, a cell in each: an HTML table's row, <tr><td>5</td><td></td>…,
// or <row><cell>5</cell>…. An element with no text, or only &nbsp; or
// spaces, is a blank. It returns the cells, 9 or 81, or 0 if text is no
// such row or puzzle.
func oldMarkupCells(text []byte, g *Grid) int {

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
			v, ok := oldMarkupCell(text[from:i])
			if !ok || !oldCellTag(name) || n == len(g) {
				return 0
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
func oldCellTag(tag []byte) bool {
	name, _, _ := bytes.Cut(tag, []byte(" "))
	switch strings.ToLower(string(name)) {
	case "td", "th", "cell", "c":
		return true
	}
	return false
}

// onlyTags reports whether text holds only tags of markup and spaces, as
// the lines around a table's cells do: <tr>, </tr>, <table class="x">.
func oldOnlyTags(text []byte) bool {
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
func oldMarkupCell(text []byte) (uint8, bool) {
	t := bytes.TrimSpace(text)
	for ok, suffix := true, true; ok || suffix; {
		t, ok = bytes.CutPrefix(t, []byte("&nbsp;"))
		t, suffix = bytes.CutSuffix(t, []byte("&nbsp;"))
		t = bytes.TrimSpace(t)
	}
	switch {
	case len(t) == 0:
		return 0, true
	case len(t) == 1 && oldIsCell(t[0]):
		return oldAsciiChars[t[0]].value, true
	}
	return 0, false
}

// elementRow reads into g a row written as the text of an element of
// markup, alone on its line: <row>5 3 0 0 7 0 0 0 0</row>. It returns how
// many cells the text holds, or 0 if text is no such element or its text
// is not cells.
func oldElementRow(text []byte, g *Grid) int {
	t := bytes.TrimSpace(text)
	open, end := bytes.IndexByte(t, '>'), bytes.LastIndex(t, []byte("</"))
	if len(t) == 0 || t[0] != '<' || open < 0 || end < open || t[len(t)-1] != '>' {
		return 0
	}
	if c := oldCellsOf(t[open+1:end], g, oldSpaceFields); c.bad < 0 && !c.comment {
		return c.n
	}
	return 0
}

// afterLabel returns what follows the label of an item of a list, or nil
// if text has none: a bullet, - or *, and a space, as Markdown and YAML
// write lists; or a number of up to six digits, perhaps after a number
// sign and a word before it (#2, Puzzle #3), and a space, after a dot, a
// parenthesis or a dash ("1. 53..7…", "12) …", "3 - …"), or alone when
// a word of 81 characters follows ("01 530070000…"): not a cell of a line
// of cells between spaces.
func oldAfterLabel(text []byte) []byte {
	if rest := oldAfterBullet(text); rest != nil {
		return rest
	}
	t := bytes.TrimLeft(text, " \t")
	if i := bytes.IndexByte(t, '#'); i >= 0 && i+1 < len(t) && '0' <= t[i+1] && t[i+1] <= '9' &&
		len(bytes.TrimLeftFunc(bytes.TrimRight(t[:i], " "), unicode.IsLetter)) == 0 {
		t = t[i+1:]
	}
	n := 0
	for n < len(t) && n < 6 && '0' <= t[n] && t[n] <= '9' {
		n++
	}
	rest, marked := t[n:], false
	switch {
	case n == 0:
		return nil
	case bytes.HasPrefix(rest, []byte(".")) || bytes.HasPrefix(rest, []byte(")")):
		rest, marked = rest[1:], true
	case bytes.HasPrefix(rest, []byte(" -")):
		rest, marked = rest[2:], true
	}
	if len(rest) == 0 || rest[0] != ' ' && rest[0] != '\t' {
		return nil
	}
	rest = bytes.TrimLeft(rest, " \t")
	if sp := bytes.IndexAny(rest, " \t"); !marked && sp >= 0 && sp < 81 {
		return nil
	}
	return rest
}

// afterBullet returns what follows the bullet of an item of a list, - or
// * and a space, as Markdown and YAML write lists, or nil if text has none.
func oldAfterBullet(text []byte) []byte {
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
func oldBulletRow(text []byte, g *Grid) bool {
	rest := oldAfterBullet(text)
	if rest == nil {
		return false
	}
	var t Grid
	if c := oldCellsOf(rest, &t, oldSpaceFields); c.bad < 0 && !c.comment && c.n == 9 || oldStringRow(rest, &t) == 9 {
		copy(g[:9], t[:9])
		return true
	}
	return false
}

// quoteChar quotes the character text starts with, or its first byte if
// that is not UTF-8.
func oldQuoteChar(text []byte) string {
	switch r, size := utf8.DecodeRune(text); {
	case r == utf8.RuneError && size <= 1:
		return fmt.Sprintf("'\\x%02x'", text[0])
	case r == utf8.RuneError:
		return `'\ufffd'`
	default:
		return fmt.Sprintf("%q", r)
	}
}

// A charClass is what a character is in a line of puzzles.
type oldCharClass uint8

const (
	oldOtherChar   oldCharClass = iota // letters but x, most punctuation, control characters, bytes that are not UTF-8
	oldCellChar                        // a digit, or a blank: 0 . * _ - x X ? $ and drawnBlanks
	oldSpaceChar                       // spaces, tabs, " and `, Unicode spaces, and U+FEFF from files joined after their mark
	oldBarChar                         // | and box-drawing characters
	oldFieldChar                       // , ; and &
	oldCommentChar                     // #
)

// asciiChars holds the class of each ASCII character, and the value of
// each cell, 0 for a blank.
var oldAsciiChars = func() (t [utf8.RuneSelf]struct {
	class oldCharClass
	value uint8
}) {
	for d := range 10 {
		t['0'+d].class, t['0'+d].value = oldCellChar, uint8(d)
	}
	for _, c := range ".*_-xX?$" {
		t[c].class = oldCellChar
	}
	for _, c := range " \t\v\f\r\"`" {
		t[c].class = oldSpaceChar
	}
	t['|'].class = oldBarChar
	t[','].class, t[';'].class, t['&'].class = oldFieldChar, oldFieldChar, oldFieldChar
	t['#'].class = oldCommentChar
	return t
}()

// charAt returns the character at text[i:], a full-width form or another
// script's decimal digit as its ASCII one, or U+FFFD for a byte that is
// not UTF-8; its class; its value if it is a cell; and its size in text.
func oldCharAt(text []byte, i int) (r rune, class oldCharClass, value uint8, size int) {
	if c := text[i]; c < utf8.RuneSelf {
		t := oldAsciiChars[c]
		return rune(c), t.class, t.value, 1
	}
	r, size = utf8.DecodeRune(text[i:])
	switch {
	case '！' <= r && r <= '～':
		r -= '！' - '!'
		t := oldAsciiChars[r]
		return r, t.class, t.value, size
	case unicode.IsSpace(r) || r == '\ufeff' || r == '\u200b':
		return r, oldSpaceChar, 0, size
	case oldIsBoxDrawing(r):
		return r, oldBarChar, 0, size
	case strings.ContainsRune(oldDrawnBlanks, r):
		return r, oldCellChar, 0, size
	case unicode.IsDigit(r):

		zero := r
		for unicode.IsDigit(zero - 1) {
			zero--
		}
		r = '0' + (r-zero)%10
		return r, oldCellChar, uint8(r - '0'), size
	}
	return r, oldOtherChar, 0, size
}

func oldIsBoxDrawing(r rune) bool { return '\u2500' <= r && r <= '\u257f' }

// drawnBlanks are blanks as some programs draw a grid for people to read:
// a middle dot, "5 3 · · 7 · · · ·", and white squares. A line may start
// with one and be a header still, as it was before they were blanks.
const oldDrawnBlanks = "·□◻"

// innerBars returns text without the spaces and the bar, if any, at each
// end: those a Markdown table's row may have outside its first and last
// cells, and a LaTeX sudoku's row, which ends in "|.".
func oldInnerBars(text []byte) []byte {
	text = bytes.TrimSpace(text)
	text = bytes.TrimSuffix(text, []byte("|."))
	if r, size := utf8.DecodeRune(text); r == '|' || oldIsBoxDrawing(r) {
		text = text[size:]
	}
	if r, size := utf8.DecodeLastRune(text); r == '|' || oldIsBoxDrawing(r) {
		text = text[:len(text)-size]
	}
	return text
}

// A lineCells is what cellsOf found on a line.
type oldLineCells struct {
	n         int  // cells, counting malformed characters
	marks     int  // characters other than spaces before any comment
	bars      int  // the bars among them
	seps      int  // the characters between fields among them
	comment   bool // the line has one
	bad       int  // the offset of the first malformed character, or -1
	badColumn int  // and its column, counting characters from 1
}

// A fieldMode is what besides commas and semicolons cellsOf takes to
// separate fields, in which an empty field is a blank.
type oldFieldMode uint8

const (
	oldSpaceFields oldFieldMode = iota // nothing: tabs are spaces and bars too
	oldTabFields                       // tabs, as a spreadsheet writes them
	oldBarFields                       // bars, as between a Markdown table's cells
)

// cellsOf reads the cells of a line into g, as many as fit, with the
// fields of mode. After the 81st cell, a character that is not a cell
// starts a note, which ends the cells; a comment ends them too.
func oldCellsOf(text []byte, g *Grid, mode oldFieldMode) oldLineCells {
	c := oldLineCells{bad: -1}
	field, fields := true, false
	add := func(v uint8) {
		if c.n < len(g) {
			g[c.n] = v
		}
		c.n++
		field = false
	}
	for i, col := 0, 1; i < len(text); col++ {
		_, class, v, size := oldCharAt(text, i)
		if mode == oldTabFields && text[i] == '\t' || mode == oldBarFields && class == oldBarChar {
			class = oldFieldChar
		}
		if c.n == 81 && class != oldCellChar || class == oldCommentChar {
			c.comment = class == oldCommentChar
			return c
		}
		if class != oldSpaceChar {
			c.marks++
		}
		if class == oldBarChar {
			c.bars++
		}
		switch class {
		case oldCellChar:
			add(v)
		case oldFieldChar:
			c.seps++
			if field {
				add(0)
			}
			field, fields = true, true
		case oldOtherChar:
			if c.bad < 0 {
				c.bad, c.badColumn = i, col
			}
			add(0)
		}
		i += size
	}
	if fields && field {
		add(0)
	}
	return c
}

// fieldPuzzle reads into g the first field of a line of fields that holds
// 81 cells, and reports whether one does. Fields are between commas,
// semicolons or tabs, as in a table of puzzles, one a row, that puts a
// number before each and a solution and a rating after
// ("1,1..5.37..6.3…,198543726…,27,2.2"); or between the marks of markup
// and data files: : = < > [ ] { } ( ) / as in a HoDoKu library line
// (":0000:x:7.2.5..1…:::"), an OpenSudoku game (<game data="0520…"/>)
// or JSON ({"puzzle": "0043…", "solution": "8643…"}). A HoDoKu line
// that records a solving step marks the digits placed so far, not given,
// with a + before each (":0100:1:…4.67+5.+1+539…:…"): parseOther has
// read them as given, for the solution has them.
//
// It reports solution if the field comes after one naming it a solution
// or an answer, as a line of a JSON object can: not a puzzle. It reports
// more if a later field holds another 81 cells with a blank: a second
// puzzle, where a solution would have none.
func oldFieldPuzzle(text []byte, g *Grid) (ok, solution, more bool) {
	if bytes.IndexAny(text, oldFieldMarks) < 0 {
		return false, false, false
	}
	isMark := func(r rune) bool { return r < utf8.RuneSelf && strings.IndexByte(oldFieldMarks, byte(r)) >= 0 }
	var other Grid
	for field := range bytes.FieldsFuncSeq(text, isMark) {
		into := g
		if ok {
			into = &other
		}
		field = bytes.Trim(field, " '")
		c := oldCellsOf(field, into, oldSpaceFields)
		switch {
		case c.n == 81 && c.bad < 0 && !c.comment && ok:
			return true, solution, bytes.IndexByte(other[:], 0) >= 0
		case c.n == 81 && c.bad < 0 && !c.comment:
			ok = true
		case !ok:
			solution = oldSolutionName(field)
		}
	}
	return ok, solution, false
}

// spacedPuzzle reads into g the first of the words of text, between
// spaces or tabs, that is a puzzle of 81 cells with a digit, and reports
// whether one is; it reports more if a later one is a puzzle with a
// blank, where a solution would have none. The other words, up to a
// comment, may be anything, as in the public puzzle banks that put a hash before each
// puzzle and a rating after it ("00015097c6c3 0830200900…  7.2") or a
// date before it and the solution after.
func oldSpacedPuzzle(text []byte, g *Grid) (ok, more bool) {
	for word := range bytes.FieldsFuncSeq(text, func(r rune) bool { return r == ' ' || r == '\t' }) {
		if word[0] == '#' {
			break
		}
		if len(word) < 81 {
			continue
		}
		var t Grid
		if c := oldCellsOf(word, &t, oldSpaceFields); c.bad >= 0 || c.n != 81 || c.comment || t == (Grid{}) {
			continue
		}
		if ok {
			return true, bytes.IndexByte(t[:], 0) >= 0
		}
		*g, ok = t, true
	}
	return ok, false
}

// starredRow reads into g a row as pzl draws it, its given digits marked
// with a * before them: three boxes between bars, each of three cells of
// two characters, a space or a * and then a digit, or a space and a blank
// ("|*6 . 1| . 4 9|*5 2*8|"). It reports whether text is such a row.
func oldStarredRow(text []byte, g *Grid) bool {
	t := bytes.TrimSpace(text)
	if len(t) != 22 {
		return false
	}
	var row [9]uint8
	for k := range 3 {
		box := t[7*k:]
		if box[0] != '|' {
			return false
		}
		for j := range 3 {
			mark, v := box[1+2*j], oldCellValue[box[2+2*j]]
			if mark != ' ' && mark != '*' || v < 0 || mark == '*' && v == 0 {
				return false
			}
			row[3*k+j] = uint8(v)
		}
	}
	if t[21] != '|' {
		return false
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
func oldDottedCells(text []byte, g *Grid) int {
	t := bytes.TrimLeft(text, " \t")
	n := (len(t) + 1) / 2
	if len(t)%2 == 0 || n != 9 && n != 81 {
		return 0
	}
	var cells Grid
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

// postScriptPuzzle reads into g a puzzle written as a string of
// PostScript, 81 digits and spaces for blanks between parentheses, as the
// sudoku program of Debian writes its -fpostscript pages, and reports
// whether text is one.
func oldPostScriptPuzzle(text []byte, g *Grid) bool {
	t := bytes.TrimRight(text, " ")
	if len(t) != 83 || t[0] != '(' || t[82] != ')' {
		return false
	}
	var p Grid
	for i, c := range t[1:82] {
		switch {
		case '1' <= c && c <= '9':
			p[i] = c - '0'
		case c != ' ':
			return false
		}
	}
	*g = p
	return true
}

// placements reports whether text is a line of a solving history, as
// Debian's sudoku -v prints one: digits placed in cells, "2 -> (5,1), 2 ->
// (2,2), …", a guess marked *> for ->.
func oldPlacements(text []byte) bool {
	t := bytes.TrimSpace(text)
	if len(t) == 0 {
		return false
	}
	for len(t) > 0 {
		step, rest, _ := bytes.Cut(t, []byte(", "))
		if len(step) != 10 || step[0] < '1' || step[0] > '9' || string(step[1:5]) != " -> " && string(step[1:5]) != " *> " ||
			step[5] != '(' || step[6] < '1' || step[6] > '9' || step[7] != ',' || step[8] < '1' || step[8] > '9' || step[9] != ')' {
			return false
		}
		t = rest
	}
	return true
}

// quoted returns the first string in double or single quotes in text,
// what comes before it and what after, and whether there is one, closed,
// before any of the bytes of stop.
func oldQuoted(text []byte, stop string) (before, str, rest []byte, ok bool) {
	open := bytes.IndexAny(text, `"'`+stop)
	if open < 0 || text[open] != '"' && text[open] != '\'' {
		return nil, nil, nil, false
	}
	str, rest, ok = bytes.Cut(text[open+1:], text[open:open+1])
	return text[:open], str, rest, ok
}

// quotedPuzzle reads into g a puzzle written as a string in single or
// double quotes of exactly 81 characters, digits, dots and spaces for
// blanks, as some course files write them (puzzle1='53  7    6  195 …'),
// and reports whether text holds one before any comment, # …. In a string
// of another length, which spaces are not cells cannot be told.
func oldQuotedPuzzle(text []byte, g *Grid) bool {
	for t := text; ; {
		_, str, rest, ok := oldQuoted(t, "#")
		if !ok {
			return false
		}
		if len(str) == 81 && bytes.IndexByte(str, ' ') >= 0 && len(bytes.Trim(str, "0123456789. ")) == 0 {
			for i, ch := range str {
				g[i] = 0
				if '1' <= ch && ch <= '9' {
					g[i] = ch - '0'
				}
			}
			return true
		}
		t = rest
	}
}

// slashRows reads into g a puzzle written on one line as its nine rows, a
// slash between each two, "53..7..../6..195.../…", and reports whether
// text is one.
func oldSlashRows(text []byte, g *Grid) bool {
	if bytes.Count(text, []byte("/")) != 8 {
		return false
	}
	var t Grid
	k := 0
	for row := range bytes.SplitSeq(text, []byte("/")) {
		var r Grid
		if c := oldCellsOf(row, &r, oldSpaceFields); c.bad >= 0 || c.comment || c.n != 9 {
			return false
		}
		copy(t[9*k:], r[:9])
		k++
	}
	*g = t
	return true
}

// userDigits returns a copy of text in which each u alone before a digit,
// between spaces, is a space, as SudoCue marks a digit the player placed;
// or nil if text has another u.
func oldUserDigits(text []byte) []byte {
	out := bytes.Clone(text)
	for i, c := range out {
		if c != 'u' {
			continue
		}
		if i > 0 && out[i-1] != ' ' || i+1 == len(out) || out[i+1] < '1' || out[i+1] > '9' || i+2 < len(out) && out[i+2] != ' ' {
			return nil
		}
		out[i] = ' '
	}
	return out
}

// dropPlus returns a copy of field without the + before each digit, or
// field itself if it has none.
func oldDropPlus(field []byte) []byte {
	var out []byte
	for i, c := range field {
		if c == '+' && i+1 < len(field) && '1' <= field[i+1] && field[i+1] <= '9' {
			if out == nil {
				out = append(make([]byte, 0, len(field)), field[:i]...)
			}
			continue
		}
		if out != nil {
			out = append(out, c)
		}
	}
	if out == nil {
		return field
	}
	return out
}

// fieldMarks are the characters fieldPuzzle takes to separate fields.
const oldFieldMarks = ",;\t:=<>[]{}()/"

// isStructure reports whether text holds only the brackets, braces,
// parentheses, commas and semicolons that hold the data of a JSON file or
// a list together, and spaces, and the stars before a line of a comment
// that shows such data (" * ["), OCaml's and F#'s "[|" and "|]" too.
func oldIsStructure(text []byte) bool {
	return len(bytes.Trim(oldPlainBrackets(text), "[]{}(),;* \t")) == 0
}

// plainBrackets returns text with the brackets of OCaml's and F#'s
// arrays, [| and |], as plain ones, [ and ].
func oldPlainBrackets(text []byte) []byte {
	if bytes.IndexByte(text, '|') < 0 {
		return text
	}
	return bytes.ReplaceAll(bytes.ReplaceAll(text, []byte("[|"), []byte("[")), []byte("|]"), []byte("]"))
}

// isBorder reports whether text is a line drawn between or around the rows
// of a grid, or between grids: no digit, only - = + | * : . ' _ ~, the
// blanks of drawnBlanks, box-drawing characters and spaces, and one of
//
//   - three -, =, ~ or box-drawing characters in a row;
//   - a +, a crossing, "- - - + - - - + - - -" or "++++++", which a row
//     has only before a digit (see dropPlus);
//   - 13 blanks or more, - _ * . or drawn, but not 81: print_board's
//     "- - - - - - - - - - - - -", as Tech With Tim and GeeksforGeeks
//     print a grid, "*************", a line of dots. A line of 9 such
//     blanks is a row and one of 81 a puzzle (both read as cells before a
//     border is looked for), and one of 10 to 12 is more likely a row with
//     a cell too many, a fault, than a rule;
//
// or the row of a Markdown table under its header (see isDelimiterRow).
func oldIsBorder(text []byte) bool {
	if oldIsDelimiterRow(text) {
		return true
	}
	run, long, cross, blanks := 0, false, false, 0
	for i := 0; i < len(text); {
		r, class, _, size := oldCharAt(text, i)
		i += size
		if class == oldCommentChar {
			break
		}
		if strings.ContainsRune("-_*."+oldDrawnBlanks, r) {
			blanks++
		}
		switch {
		case r == '-' || r == '=' || r == '~' || oldIsBoxDrawing(r):
			run++
			long = long || run >= 3
		case r == '+':
			run, cross = 0, true
		case strings.ContainsRune("|*:.'_"+oldDrawnBlanks, r) || class == oldSpaceChar:
			run = 0
		default:
			return false
		}
	}
	return long || cross || blanks >= 13 && blanks != 81
}

// isDelimiterRow reports whether text is the row of a Markdown table that
// comes under its header: cells of one or more - with a : before or after
// to align the column, between bars, "|---|:-:|". Each cell has one run of
// -, which a row of blanks written as - does not: "| - - - |".
func oldIsDelimiterRow(text []byte) bool {
	text = bytes.TrimSpace(text)
	if bytes.IndexByte(text, '|') < 0 {
		return false
	}
	for cell := range bytes.SplitSeq(oldInnerBars(text), []byte("|")) {
		cell = bytes.TrimSpace(cell)
		cell = bytes.TrimPrefix(cell, []byte(":"))
		cell = bytes.TrimSuffix(cell, []byte(":"))
		if len(cell) == 0 || len(bytes.Trim(cell, "-")) != 0 {
			return false
		}
	}
	return true
}

// isHeader reports whether text is a header line, such as "Grid 01",
// "[Puzzle]", "--- Puzzle 1 ---", "<name>Hard</name>" or `"id": 1,`: it
// starts, after any of - = * ~ { , ; and spaces (a quote is one), with a
// letter other than x or a non-ASCII character that is not a space or a
// bar, the first perhaps after a [, or with a markup tag, <name, </name,
// <?xml or <!--, or a command of TeX, \begin, or a comment of C and the
// languages after it, // or /*;
// and it has fewer than 17 digits, fewer than a puzzle with one solution,
// and no control character or U+FFFD, which stands for text that could
// not be decoded.
func oldIsHeader(text []byte) bool {
	first, markup, bracket, digits := true, false, false, 0
	if oldCodeComment(text) {
		first, text = false, bytes.TrimLeft(text, " \t")[2:]
	}
	for i := 0; i < len(text); {
		r, class, v, size := oldCharAt(text, i)
		i += size
		switch {
		case unicode.IsControl(r) && r != '\t' || r == utf8.RuneError && size > 1:
			return false
		case class == oldCommentChar:
			return !first && digits < 17
		case first && (class == oldSpaceChar || class == oldFieldChar || r == '-' || r == '=' || r == '*' || r == '~' || r == '{'):
			continue
		case first && (r == '<' || r == '\\'):
			markup = true
		case first && r == '[' && !bracket:
			bracket = true
		case first && markup && (r == '/' || r == '?' || r == '!'):
			continue
		case first:
			first = false
			if markup && unicode.IsLetter(r) {
				break
			}
			if class != oldOtherChar && !strings.ContainsRune(oldDrawnBlanks, r) || r < utf8.RuneSelf && !unicode.IsLetter(r) {
				return false
			}
		}
		if class == oldCellChar && v > 0 {
			digits++
		}
	}
	return !first && digits < 17
}

// opensComment reports whether text begins a comment of source code that
// goes on over the lines after it: /* and no */ after it.
func oldOpensComment(text []byte) bool {
	t := bytes.TrimLeft(text, " \t")
	return bytes.HasPrefix(t, []byte("/*")) && !bytes.Contains(t[2:], []byte("*/"))
}

// codeComment reports whether text starts, after any spaces, a comment of
// C and the languages after it, // or /*.
func oldCodeComment(text []byte) bool {
	t := bytes.TrimLeft(text, " \t")
	return bytes.HasPrefix(t, []byte("//")) || bytes.HasPrefix(t, []byte("/*"))
}

// cellValue maps the characters of a cell to its digit, 0 for a blank,
// and every other byte to -1. It is the strict set of -check, 0 and . for
// a blank, which the exact forms of puzzles use too.
var oldCellValue = func() (v [256]int8) {
	for c := range v {
		v[c] = -1
	}
	for d := range 10 {
		v['0'+d] = int8(d)
	}
	v['.'] = 0
	return v
}()

// exactRow reads a row of nine cells separated by single spaces.
func oldExactRow(text []byte, g *Grid) bool {
	text = text[:17]
	cells, spaces := int8(0), byte(0)
	for k := range 9 {
		v := oldCellValue[text[2*k]]
		cells |= v
		g[k] = uint8(v)
	}
	for k := 1; k < 17; k += 2 {
		spaces |= text[k] ^ ' '
	}
	return cells >= 0 && spaces == 0
}

// exactLine reads a line of 81 cells.
func oldExactLine(text []byte, g *Grid) bool {
	text = text[:81]
	bad := uint64(0)
	for k := 0; k < 80; k += 8 {
		w, ok := oldCellWord(binary.LittleEndian.Uint64(text[k:]))
		binary.LittleEndian.PutUint64(g[k:], w)
		bad |= ok
	}
	v := oldCellValue[text[80]]
	g[80] = uint8(v)
	return bad == 0 && v >= 0
}

// cellWord reads eight cells of text, a byte each, into their values. Its
// second result is 0 if all eight are digits or '.'. No step carries from
// one byte into the next.
func oldCellWord(w uint64) (cells, bad uint64) {
	const ones = 0x0101010101010101
	t := w ^ '.'*ones
	dot := ^((t&(0x7f*ones) + 0x7f*ones) | t) & (0x80 * ones)
	w += dot >> 6
	bad = w&(0xf0*ones) ^ '0'*ones | (w&(0x0f*ones)+6*ones)&(0x10*ones)
	return w & (0x0f * ones), bad
}

// checkGivens reports a digit given twice in a house. rowsAt holds the
// line of each row in the grid form, or is nil for the line form.
func (pr *oldPuzzleReader) checkGivens(g *Grid, rowsAt *[9]int) error {
	if !repeats(g) {
		return nil
	}
	i, h := firstRepeat(g)
	lineNo := pr.lineNo
	if rowsAt != nil {
		lineNo = rowsAt[i/9]
	}
	return pr.errorf(lineNo, "%s has digit %d twice", houseName(h), g[i])
}

// linePuzzles reads the puzzles of a line written as JSON, or as a
// program's literal of lists and maps, which may hold many: a list of
// puzzles (`["4..5…", "52.…"]`), a list of objects each with its puzzle
// and solution, a web service's answer ({"grids":[{"value":[[…]],
// "solution":[[…]]}]}). Each string of 81 cells and each list of 81 cells
// in all (digits, or rows as lists or strings) is a puzzle, in the order
// of the line, unless it is the value of a key naming solutions, or
// within one (see solutionName). When the line holds grids with blanks,
// one without, unless a key names it a puzzle (see puzzleName), is taken
// for a solution and left out, as in a list of pairs ["puzzle",
// "solution"]. A string or a list of 45 to 116 cells but not 81 is a
// puzzle written wrong, with its count of cells. It returns them in the
// room of found. Any line can be read this way; one that is no such
// thing holds none.
func oldLinePuzzles(text []byte, found []oldListPuzzle) []oldListPuzzle {
	s := oldListScan{text: text, found: found[:0]}
	for s.i < len(s.text) {
		s.value(false, false, 0)
	}
	blanks := false
	for _, p := range s.found {
		blanks = blanks || p.n == 81 && bytes.IndexByte(p.grid[:], 0) >= 0
	}
	if !blanks {
		return s.found
	}
	return slices.DeleteFunc(s.found, func(p oldListPuzzle) bool { return !p.named && p.n == 81 && bytes.IndexByte(p.grid[:], 0) < 0 })
}

// A listPuzzle is a puzzle of a line of lists, with its count of cells:
// 81, or the wrong count of one written wrong; and whether it is the value
// of a key naming a puzzle (see puzzleName), which it is though it has no
// blank.
type oldListPuzzle struct {
	grid  Grid
	n     int
	named bool
}

// add adds the puzzle of n cells, g, unless skip is set or n is too far
// from 81 for a puzzle: 45 cells or more, fewer than two puzzles with one
// cut short.
func (s *oldListScan) add(g *Grid, n int, skip, named bool) {
	if !skip && n >= 45 && n < 2*81-45 {
		s.found = append(s.found, oldListPuzzle{*g, n, named})
	}
}

// startsList reports whether text may be a line that linePuzzles reads:
// one that opens a list or an object, or starts with a quoted key.
func oldStartsList(text []byte) bool {
	t := bytes.TrimLeft(text, " \t")
	_, _, key := oldLeadingKey(t)
	return len(t) > 0 && (t[0] == '[' || t[0] == '{') || key
}

// opensSolution reports whether a line that starts with key and, after its
// colon, rest (see leadingKey) names a solution and opens its value, which
// goes on below ("solution": [), as JSON is written with a row or a cell a
// line.
func oldOpensSolution(key, rest []byte) bool {
	return oldSolutionName(key) && bytes.IndexByte(rest, '[') >= 0 && len(bytes.Trim(rest, "[ \t")) == 0
}

// solutionHeader reports whether text is a header or a comment that names
// solutions ("Solution", "[Solutions]", "# Answer 3:", "--- Solved ---",
// "<h2>Solution 1</h2>"): its first word, after any marks and tags of
// markup, names them, and it has fewer than 17 digits, fewer than a grid.
func oldSolutionHeader(text []byte) bool {
	t := text
	for len(t) > 0 {
		t = bytes.TrimLeft(t, " \t#*-=~[{(\"'/")
		end := bytes.IndexByte(t, '>')
		if len(t) == 0 || t[0] != '<' || end < 0 {
			break
		}
		t = t[end+1:]
	}
	end := 0
	for end < len(t) && 'a' <= t[end]|0x20 && t[end]|0x20 <= 'z' {
		end++
	}
	if end == 0 || !oldSolutionName(t[:end]) {
		return false
	}
	digits := 0
	for _, c := range text {
		if '1' <= c && c <= '9' {
			digits++
		}
	}
	return digits < 17
}

// leadingKey returns the quoted key that text starts with, as a line of an
// object written a key a line does, and what follows its colon; ok is
// false if text starts with no key.
func oldLeadingKey(text []byte) (key, rest []byte, ok bool) {
	t := bytes.TrimLeft(text, " \t")
	if len(t) == 0 || t[0] != '"' {
		return nil, nil, false
	}
	s := oldListScan{text: t}
	key = s.oldQuoted('"')
	if !s.key() {
		return nil, nil, false
	}
	return key, t[s.i:], true
}

// A listScan is the state of linePuzzles: the line, where it has read to,
// and the puzzles found.
type oldListScan struct {
	text  []byte
	i     int
	found []oldListPuzzle
}

// maxNesting is how deep lists and objects are read; a line nested deeper
// holds no puzzle people write, and what is deeper is skipped.
const oldMaxNesting = 32

// maxList is the longest list that is tried whole for a puzzle: a puzzle
// as lists of rows takes a few hundred bytes, even with quotes and
// spaces. A longer one is read item by item.
const oldMaxList = oldMaxLine

// value reads the value at s.i, and what follows it up to the next comma
// or closing bracket, adding the puzzles in it unless skip is set; named
// says it is the value of a key naming a puzzle. It always moves on.
func (s *oldListScan) value(skip, named bool, depth int) {
	s.spaces()
	if s.i >= len(s.text) {
		return
	}
	if depth > oldMaxNesting {
		s.i = len(s.text)
		return
	}
	switch c := s.text[s.i]; c {
	case '"', '\'':
		str := s.oldQuoted(c)
		if s.key() {
			s.value(skip || oldSolutionName(str), oldPuzzleName(str), depth+1)
			return
		}
		var g Grid
		if c := oldCellsOf(str, &g, oldSpaceFields); c.bad < 0 && !c.comment {
			s.add(&g, c.n, skip, named)
		}
	case '[', '{':
		// A list of cells alone: a puzzle, or one written wrong if none
		// is found in its items.
		var g Grid
		n, found := 0, len(s.found)
		if end := s.listEnd(); end > 0 {
			list := s.text[s.i : end+1]
			if n = oldCellBytes(list); n == 81 && oldListCells(list, &g) == 81 {
				s.add(&g, 81, skip, named)
				s.i = end + 1
				return
			}
		}
		s.items(skip, depth)
		if len(s.found) == found && n != 81 {
			s.add(&g, n, skip, named)
		}
	default:

		start := s.i
		for s.i < len(s.text) && oldIsWordByte(s.text[s.i]) {
			s.i++
		}
		if s.i == start {
			s.i++
			return
		}
		if word := s.text[start:s.i]; s.key() {
			s.value(skip || oldSolutionName(word), oldPuzzleName(word), depth+1)
		}
	}
}

// items reads the items of the list or object opened at s.i, and moves
// past its end.
func (s *oldListScan) items(skip bool, depth int) {
	for s.i++; s.i < len(s.text); {
		s.spaces()
		if s.i >= len(s.text) {
			return
		}
		switch s.text[s.i] {
		case ']', '}':
			s.i++
			return
		case ',', ':':
			s.i++
			continue
		}
		s.value(skip, false, depth+1)
	}
}

// isWordByte reports whether c can be part of a number or a bare word.
func oldIsWordByte(c byte) bool {
	return 'a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c == '_' || c == '-' || c == '.' || c == '+'
}

// spaces moves past spaces and tabs.
func (s *oldListScan) spaces() {
	for s.i < len(s.text) && (s.text[s.i] == ' ' || s.text[s.i] == '\t') {
		s.i++
	}
}

// quoted returns the string at s.i, between quotes q, and moves past it.
// An unclosed string runs to the end of the line.
func (s *oldListScan) oldQuoted(q byte) []byte {
	start := s.i + 1
	for s.i = start; s.i < len(s.text); s.i++ {
		switch s.text[s.i] {
		case '\\':
			s.i++
		case q:
			s.i++
			return s.text[start : s.i-1]
		}
	}
	return s.text[start:]
}

// key reports whether a colon comes next, as after the key of an object,
// and moves past it if so.
func (s *oldListScan) key() bool {
	s.spaces()
	if s.i < len(s.text) && s.text[s.i] == ':' {
		s.i++
		return true
	}
	return false
}

// listEnd returns the index of the bracket that closes the list opened at
// s.i, or -1 if it does not open a list, holds an object or a number of
// more than one character (12, -1, 0.5: not a cell), or is longer than
// maxList. What is quoted is passed over.
func (s *oldListScan) listEnd() int {
	if s.text[s.i] != '[' {
		return -1
	}
	depth := 0
	for j := s.i; j < len(s.text) && j-s.i < oldMaxList; j++ {
		if oldIsCell(s.text[j]) && j > 0 && oldIsCell(s.text[j-1]) {
			return -1
		}
		switch s.text[j] {
		case '"', '\'':
			q := oldListScan{text: s.text, i: j}
			q.oldQuoted(s.text[j])
			j = q.i - 1
		case '[':
			depth++
		case ']':
			if depth--; depth == 0 {
				return j
			}
		case '{', '}', ':':
			return -1
		}
	}
	return -1
}

// cellBytes returns how many bytes of text are cells. A list of one puzzle
// has 81; listCells would read the first 81 of a list of more.
func oldCellBytes(text []byte) int {
	n := 0
	for _, c := range text {
		if oldIsCell(c) {
			n++
		}
	}
	return n
}

// itemCell reads an item of a list as a cell: a digit or a blank, perhaps
// in quotes, or as a float, 5. or 5.0, or a word for a blank as JSON,
// Python and Go write a missing value (see blankWordList), which word
// reports. An item 0 is itemZero.
func oldItemCell(item []byte) (v uint8, word, ok bool) {
	if len(item) == 3 && (item[0] == '"' || item[0] == '\'') && item[2] == item[0] {
		item = item[1:2]
	}
	if oldIsFloatCell(item) {
		item = item[:1]
	}
	switch {
	case slices.Contains(oldBlankWordList[:], string(item)):
		return 0, true, true
	case len(item) != 1 || !oldIsCell(item[0]):
		return 0, false, false
	case item[0] == '0':
		return oldItemZero, false, true
	}
	return oldAsciiChars[item[0]].value, false, true
}

// isFloatCell reports whether w is a digit written as a float, as numpy
// (5.) and Python (5.0) print one.
func oldIsFloatCell(w []byte) bool {
	return len(w) >= 2 && '0' <= w[0] && w[0] <= '9' && w[1] == '.' && len(bytes.Trim(w[2:], "0")) == 0
}

// listPart reads into cells the cells of a line of a list written over
// several lines, whatever their number a line: as numpy prints a long
// array ("[0 0 4 3 …", 37 a line), as lists are laid out nine a line in
// source ("puzzle = [5, 3, 0, …,", "array([0, 0, 4, …,"), C's arrays
// ("int grid[81] = {5, 3, …,"), OCaml's and F#'s ("let grid =
// [|5;3;0;…;"), MATLAB's matrices ("A = [5 3 0 …;") and MiniZinc's,
// whose rows a bar ends or begins ("start=[|0, 9, 0, …|", "| 8, 0, 4,
// …", "|];"). Unless open says that a line before opened the list, text
// must open it: a bracket, brace or parenthesis before its first cell, or
// a few as numpy prints a list of puzzles, with nothing before them but a
// label ending in =, : or (. The cells are items between spaces, commas,
// semicolons or bars (see itemCell). It returns their number, 0 if text
// is no such line, whether text opens the list, whether it closes it,
// with a bracket after its last cell and then only brackets, commas,
// semicolons and spaces (a line may close it alone), and whether a blank
// was a word.
func oldListPart(text []byte, cells *[81]uint8, open bool) (n int, opens, closes, words bool) {
	t := oldPlainBrackets(bytes.TrimSpace(text))
	if !open {
		i := 0
		for ; i < len(t); i++ {
			if strings.IndexByte("[{(", t[i]) < 0 {
				continue
			}
			label := bytes.TrimRight(t[:i], " \t")
			if len(label) == 0 || strings.IndexByte("=:(", label[len(label)-1]) >= 0 {
				break
			}
		}
		if i == len(t) {
			return 0, false, false, false
		}
		t, opens = bytes.TrimLeft(t[i+1:], "[{( \t"), true
	}
	if end := bytes.IndexAny(t, "]})"); end >= 0 {
		if !oldListEnds(t[end+1:], "]})") {
			return 0, false, false, false
		}
		t, closes = t[:end], true
	}
	for item := range bytes.FieldsFuncSeq(t, func(r rune) bool { return r == ' ' || r == ',' || r == ';' || r == '|' || r == '\t' }) {
		v, word, ok := oldItemCell(item)
		if n == len(cells) || !ok {
			return 0, false, false, false
		}
		cells[n], words = v, words || word
		n++
	}
	return n, opens, closes, words
}

// listEnds reports whether rest, what follows a list's closing bracket,
// ends it: only commas, semicolons, spaces and the closers, and perhaps a
// full stop last, as Prolog ends a clause ("]]).").
func oldListEnds(rest []byte, closers string) bool {
	rest = bytes.TrimRight(rest, " \t")
	rest = bytes.TrimSuffix(rest, []byte("."))
	return len(bytes.Trim(rest, closers+",; \t")) == 0
}

// printedItem reads text as an item of an array as PHP prints it, its
// index and its value, a cell: "[5] => 3" (print_r) or "5 => 3," (var_export).
// It reports whether text is one.
func oldPrintedItem(text []byte) (index int, v uint8, ok bool) {
	key, value, found := bytes.Cut(bytes.TrimSpace(text), []byte(" => "))
	if !found {
		return 0, 0, false
	}
	index, bracketed, ok := oldPhpKey(key)
	if !bracketed {
		value, found = bytes.CutSuffix(value, []byte(","))
	}
	if !ok || !found || len(value) != 1 || !oldIsCell(value[0]) {
		return 0, 0, false
	}
	return index, oldAsciiChars[value[0]].value, true
}

// phpKey reads the index of an item of an array as PHP prints it, in
// brackets, [5], as print_r and var_dump do, or not, as var_export does.
func oldPhpKey(key []byte) (index int, bracketed, ok bool) {
	if k, found := bytes.CutPrefix(key, []byte("[")); found {
		if key, bracketed = bytes.CutSuffix(k, []byte("]")); !bracketed {
			return 0, false, false
		}
	}
	index, err := strconv.Atoi(string(key))
	return index, bracketed, err == nil && index >= 0
}

// dumpedKey reads text as the key of an item of an array as PHP's
// var_dump prints it, "[5]=>", its value on the next line, and returns its
// index plus one, or 0.
func oldDumpedKey(text []byte) int {
	if key, ok := bytes.CutSuffix(bytes.TrimSpace(text), []byte("=>")); ok {
		if index, bracketed, ok := oldPhpKey(key); bracketed && ok {
			return index + 1
		}
	}
	return 0
}

// dumpedCell reads text as a cell as PHP's var_dump prints its value,
// int(5) or string(1) "5".
func oldDumpedCell(text []byte) (uint8, bool) {
	t := bytes.TrimSpace(text)
	if d, ok := bytes.CutPrefix(t, []byte("int(")); ok && len(d) == 2 && d[1] == ')' && '0' <= d[0] && d[0] <= '9' {
		return d[0] - '0', true
	}
	if c, ok := bytes.CutPrefix(t, []byte(`string(1) "`)); ok && len(c) == 2 && c[1] == '"' && oldIsCell(c[0]) {
		return oldAsciiChars[c[0]].value, true
	}
	return 0, false
}

// printedStructure reports whether text is a line of an array as PHP
// prints it other than an item: "Array", "(", ")", "[2] => Array",
// "array (", "2 => ", "),", or an empty line.
func oldPrintedStructure(text []byte) bool {
	t := bytes.TrimSpace(text)
	if key, value, ok := bytes.Cut(t, []byte(" =>")); ok {
		if _, _, ok := oldPhpKey(key); !ok {
			return false
		}
		t = bytes.TrimSpace(value)
	}
	switch string(t) {
	case "", "Array", "array (", "(", ")", "),", ");", "}":
		return true
	}
	n, ok := bytes.CutPrefix(t, []byte("array("))
	n, ok2 := bytes.CutSuffix(n, []byte(") {"))
	_, err := strconv.Atoi(string(n))
	return ok && ok2 && err == nil
}

// keyedCells reads into cells the cells of text written as values under
// keys that name them, A1 to I9, a row's letter and a column's number, as
// Norvig's solver keeps a grid in a dict and sudokutoolcollection in an
// object: `{'A1': '4', 'A2': '.', …}` on one line, or "A1: '.'," a line.
// The keys, in quotes or not, must name the cells in order from cell
// next. A value is a cell, in quotes or not, or a cell's candidates, as
// Norvig's solver keeps them: one digit is placed, several in ascending
// order a blank. It returns the cells read, 0 if text is no such line.
func oldKeyedCells(text []byte, next int, cells *[81]uint8) (n int) {
	t := bytes.TrimPrefix(bytes.TrimSpace(text), []byte("{"))
	for {
		t = bytes.TrimLeft(t, " ")
		if len(t) == 0 || t[0] == '}' {
			if len(bytes.Trim(bytes.TrimPrefix(t, []byte("}")), ",; ")) != 0 {
				return 0
			}
			return n
		}
		key, rest, ok := bytes.Cut(t, []byte(":"))
		if key = bytes.Trim(key, `"' `); !ok || len(key) != 2 || next+n == len(cells) || (key[0]|0x20)-'a' != byte((next+n)/9) || key[1]-'1' != byte((next+n)%9) {
			return 0
		}
		end := bytes.IndexAny(rest, ",}")
		if end < 0 {
			end = len(rest)
		}
		v, ok := oldCandidateValue(bytes.Trim(bytes.TrimSpace(rest[:end]), `"'`))
		if !ok {
			return 0
		}
		cells[n] = v
		n++
		t = bytes.TrimPrefix(rest[end:], []byte(","))
	}
}

// candidateValue reads a cell written as a cell or as its candidates:
// one digit is placed, several in ascending order a blank.
func oldCandidateValue(v []byte) (uint8, bool) {
	if len(v) == 1 && oldIsCell(v[0]) {
		return oldAsciiChars[v[0]].value, true
	}
	if len(v) < 2 {
		return 0, false
	}
	for i, c := range v {
		if c < '1' || c > '9' || i > 0 && c <= v[i-1] {
			return 0, false
		}
	}
	return 0, true
}

// isCell reports whether c is a cell: a digit or a blank.
func oldIsCell(c byte) bool { return c < utf8.RuneSelf && oldAsciiChars[c].class == oldCellChar }

// solutionName reports whether key names a solution, or solutions: the
// value that follows it is not a puzzle.
func oldSolutionName(key []byte) bool {
	switch strings.ToLower(string(bytes.Trim(key, "\" \t"))) {
	case "solution", "solutions", "answer", "answers", "solved", "sol", "soln", "ans":
		return true
	}
	return false
}

// puzzleName reports whether key names a puzzle: the value that follows
// is one though it has no blank.
func oldPuzzleName(key []byte) bool {
	switch strings.ToLower(string(bytes.Trim(key, "\" \t"))) {
	case "puzzle", "puzzles", "grid", "board", "quiz", "question", "problem", "sudoku", "value", "givens":
		return true
	}
	return false
}

// maxFields is the most fields a spreadsheet's row may have to be read.
const oldMaxFields = 32

// A fieldRow is a spreadsheet's row of fields.
type oldFieldRow struct {
	cells [oldMaxFields]uint8 // the digit of each field, or 0
	notes uint32              // the fields holding text that is not a cell
	n     int                 // how many fields
}

// readFields reads text into f as a spreadsheet's row of other than nine
// fields: between tabs if it has any, or else semicolons, or else commas,
// each a cell (a digit, or a blank as the grid forms write one or nothing,
// in quotes or not) or a note, such as a level beside the grid. It reports
// whether text is such a row, whose digits are no more than nine fields
// apart, and whose notes, if any, come after its digits in a row of more
// than nine fields: a line such as "Level,3" is no row. If alone, a line
// of one field, a digit, is such a row too, as a row whose only digit is
// its first is written where rows end at their last digit.
func oldReadFields(text []byte, f *oldFieldRow, alone bool) bool {
	sep := []byte{','}
	switch {
	case bytes.IndexByte(text, '\t') >= 0:
		sep[0] = '\t'
	case bytes.IndexByte(text, ';') >= 0:
		sep[0] = ';'
	case bytes.IndexByte(text, ',') < 0 && !alone:
		return false
	}
	*f = oldFieldRow{}
	for field := range bytes.SplitSeq(text, sep) {
		if f.n == oldMaxFields {
			return false
		}
		switch t := bytes.Trim(field, " \"'"); {
		case len(t) == 0:
		case len(t) == 1 && t[0] < utf8.RuneSelf && oldAsciiChars[t[0]].class == oldCellChar:
			f.cells[f.n] = oldAsciiChars[t[0]].value
		default:
			f.notes |= 1 << f.n
		}
		f.n++
	}
	first, last := f.span()
	notes := bits.TrailingZeros32(f.notes)
	return f.n != 9 && last-first < 9 && (f.notes == 0 || f.n > 9 && first >= 0 && notes > last)
}

// span returns the first and the last field of f with a digit, or -1 and
// -1 if none has one.
func (f *oldFieldRow) span() (first, last int) {
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
func (f *oldFieldRow) window() []uint8 {
	_, last := f.span()
	s := max(0, last-8)
	return f.cells[s : s+9]
}

// placeFields puts in place, in the grid being read, the cells of the
// rows read as a spreadsheet's fields: the nine fields starting at
// the same one in every row, which must hold every digit and no note. If
// the rows have the same number of fields, the nine may start anywhere; if
// not, at least two rows must end early, at a digit, as rows whose last
// cells are blank do, and a row may go on past the nine only to a note. Of
// the places where the nine may start, the one where the last grid's did
// is taken, or else the only one where no digit repeats in a house. It
// reports how many places there were to choose from: none, one, or more.
func (pr *oldPuzzleReader) placeFields() int {
	var rows [9]oldFieldRow
	var empty uint16 // rows with no digit and no note, which fit anywhere
	same, width := true, 0
	for r := range pr.rows {
		f := &rows[r]
		if pr.fieldRows>>r&1 != 0 {
			*f = pr.fields[r]
		} else {
			copy(f.cells[:9], pr.cur[9*r:9*r+9])
			f.n = 9
		}
		if first, _ := f.span(); first < 0 && f.notes == 0 {
			empty |= 1 << r
			continue
		}
		if width != 0 && f.n != width {
			same = false
		}
		width = max(width, f.n)
	}
	same = same && width > 9
	var g Grid
	found, start := 0, -1
	for s := 0; s+9 <= max(width, 9); s++ {
		short := 0
		fits := true
		for r := range pr.rows {
			f := &rows[r]
			if empty>>r&1 != 0 {
				continue
			}
			first, last := f.span()
			switch {
			case first >= 0 && (first < s || last > s+8), f.notes>>s&(1<<9-1) != 0:
				fits = false
			case same:
			case f.n > s+9:
				fits = fits && f.notes>>(s+9) != 0
			case f.n < s+9:
				fits = fits && last == f.n-1
				short++
			}
		}
		if !fits || !same && short < 2 {
			continue
		}
		for r := range pr.rows {
			copy(g[9*r:9*r+9], rows[r].cells[s:s+9])
		}
		if s == pr.fieldStart {
			found, start = 1, s
			break
		}
		if !repeats(&g) {
			found++
			start = s
		}
	}
	if found == 1 {
		for r := range pr.rows {
			copy(pr.cur[9*r:9*r+9], rows[r].cells[start:start+9])
		}
		pr.fieldStart = start
	}
	return found
}

// fieldFaults yields the fault of each row read as a spreadsheet's fields
// in the grid being read, whose fields could not be placed. It reports
// false if yield did.
func (pr *oldPuzzleReader) fieldFaults(yield func(puzzle, error) bool) bool {
	for m := pr.fieldRows; m != 0; m &= m - 1 {
		r := bits.TrailingZeros16(m)
		n := pr.fields[r].n
		if !yield(puzzle{}, pr.errorf(pr.rowsAt[r], "row has %d %s, want 9", n, plural(n, "cell"))) {
			return false
		}
	}
	return true
}
