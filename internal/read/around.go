package read

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"

	"sudoku/internal/board"
)

// What lies around the puzzles of a file: borders, headers, and the
// solutions that follow puzzles, which are no puzzles.

// A solutionFilter tells the solutions among the grids read: a grid with
// no blank among solutions (after a header or a comment naming them, once
// a puzzle with a blank was read, or a key naming a solution whose value
// is written on the lines below), or right after a puzzle, keeping its
// givens, as programs write a puzzle and then its solution. A grid with a
// blank ends solutions. Before a puzzle with a blank was read, only a key
// makes one: a file of solved grids under a header "Solved" holds no
// puzzle they would solve.
type solutionFilter struct {
	last  board.Grid // the last puzzle yielded
	blank bool       // it has a blank; false before any puzzle
	after bool       // the grid being read comes right after it
	under bool       // under a header or a comment naming solutions
	key   bool       // after a key naming a solution, its value below
	up    bool       // the last list's digits ran from 0 to 8, and so may its solution's (see itemDigits)
}

// yielded notes the puzzle g, just yielded.
func (s *solutionFilter) yielded(g *board.Grid) {
	s.last, s.blank, s.after = *g, bytes.IndexByte(g[:], 0) >= 0, true
}

// isSolution reports whether g, a grid just read, is a solution, not a
// puzzle.
func (s *solutionFilter) isSolution(g *board.Grid) bool {
	after := s.after
	s.after = false
	switch {
	case bytes.IndexByte(g[:], 0) >= 0:
		s.under, s.key = false, false
		return false
	case s.key:
		return true
	case !s.blank:
		return false // not after a puzzle with a blank: what would it solve?
	case s.under:
		return true
	case !after:
		return false
	}
	for i, d := range s.last {
		if d != 0 && d != g[i] {
			return false
		}
	}
	return !board.Repeats(g)
}

// opensSolution reports whether a line that starts with key and, after its
// colon, rest (see leadingKey) names a solution and opens its value, which
// goes on below ("solution": [), as JSON is written with a row or a cell a
// line.
func opensSolution(key, rest []byte) bool {
	return solutionName(key) && bytes.IndexByte(rest, '[') >= 0 && len(bytes.Trim(rest, "[ \t")) == 0
}

// solutionHeader reports whether text is a header or a comment that names
// solutions ("Solution", "[Solutions]", "# Answer 3:", "--- Solved ---",
// "<h2>Solution 1</h2>"): its first word, after any marks and tags of
// markup, names them, and it has fewer than 17 digits, fewer than a grid.
func solutionHeader(text []byte) bool {
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
	if end == 0 || !solutionName(t[:end]) {
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

// hasWord reports whether text is a header that starts with a number or
// a mark, "9x9 (3x3) SUDOKU PUZZLE", "12 May 2024", "1st puzzle": it has a
// word of three letters or more, not all x, fewer than 17 digits, and
// no control character, nor text that could not be decoded.
func hasWord(text []byte) bool {
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
			letters = letters || c|0x20 != 'x' // xxx is blanks
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
func matrixColumns(text []byte) bool {
	n := 0
	for field := range bytes.FieldsSeq(text) {
		if len(field) != 4 || string(field[:2]) != "[," || field[2] != byte('1'+n) || field[3] != ']' {
			return false
		}
		n++
	}
	return n == 9
}

// namedColumns reports whether text names nine columns by their numbers,
// 1 to 9, after the same letters, as R names a data frame's, V1 to V9, or
// alone between a colon and :=, as AMPL and GNU MathProg head a table of
// data ("param givens : 1 2 3 4 5 6 7 8 9 :=").
func namedColumns(text []byte) bool {
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
func isBorder(text []byte) bool {
	if isDelimiterRow(text) {
		return true
	}
	run, long, cross, blanks := 0, false, false, 0
	for i := 0; i < len(text); {
		r, class, _, size := charAt(text, i)
		i += size
		if class == commentChar {
			break
		}
		if strings.ContainsRune("-_*."+drawnBlanks, r) {
			blanks++
		}
		switch {
		case r == '-' || r == '=' || r == '~' || isBoxDrawing(r):
			run++
			long = long || run >= 3
		case r == '+':
			run, cross = 0, true
		case strings.ContainsRune("|*:.'_"+drawnBlanks, r) || class == spaceChar:
			run = 0 // corners and blanks, as HoDoKu's .---.---. and '---'---'
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
func isDelimiterRow(text []byte) bool {
	text = bytes.TrimSpace(text)
	if bytes.IndexByte(text, '|') < 0 {
		return false
	}
	for cell := range bytes.SplitSeq(innerBars(text), []byte("|")) {
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
func isHeader(text []byte) bool {
	first, markup, bracket, digits := true, false, false, 0
	if codeComment(text) {
		first, text = false, bytes.TrimLeft(text, " \t")[2:]
	}
	for i := 0; i < len(text); {
		r, class, v, size := charAt(text, i)
		i += size
		switch {
		case unicode.IsControl(r) && r != '\t' || r == utf8.RuneError && size > 1:
			return false // not text, or text that could not be decoded
		case class == commentChar:
			return !first && digits < 17
		case first && (class == spaceChar || class == fieldChar || r == '-' || r == '=' || r == '*' || r == '~' || r == '{'):
			continue // a space, an empty field, a rule drawn before the title, or an object's start
		case first && (r == '<' || r == '\\'):
			markup = true // a tag, or a command of TeX
		case first && r == '[' && !bracket:
			bracket = true // a title in brackets, [Puzzle]; [5 3 0 …] is not
		case first && markup && (r == '/' || r == '?' || r == '!'):
			continue // a tag's end, or a declaration's or comment's start
		case first:
			first = false
			if markup && unicode.IsLetter(r) {
				break // any tag, <?xml too
			}
			if class != otherChar && !strings.ContainsRune(drawnBlanks, r) || r < utf8.RuneSelf && !unicode.IsLetter(r) {
				return false
			}
		}
		if class == cellChar && v > 0 {
			digits++
		}
	}
	return !first && digits < 17
}

// codeComment reports whether text starts, after any spaces, a comment of
// C and the languages after it, // or /*.
func codeComment(text []byte) bool {
	t := bytes.TrimLeft(text, " \t")
	return bytes.HasPrefix(t, []byte("//")) || bytes.HasPrefix(t, []byte("/*"))
}
