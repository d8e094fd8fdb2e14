package read

import (
	"encoding/binary"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"sudoku/internal/board"
)

// A charClass is what a character is in a line of puzzles.
type charClass uint8

const (
	otherChar   charClass = iota // letters but x, most punctuation, control characters, bytes that are not UTF-8
	cellChar                     // a digit, or a blank: 0 . * _ - x X ? $ and drawnBlanks
	spaceChar                    // spaces, tabs, " and `, Unicode spaces, and U+FEFF from files joined after their mark
	barChar                      // | and box-drawing characters
	fieldChar                    // , ; and &
	commentChar                  // #
)

// asciiChars holds the class of each ASCII character, and the value of
// each cell, 0 for a blank.
var asciiChars = func() (t [utf8.RuneSelf]struct {
	class charClass
	value uint8
}) {
	for d := range 10 {
		t['0'+d].class, t['0'+d].value = cellChar, uint8(d)
	}
	for _, c := range ".*_-xX?$" {
		t[c].class = cellChar
	}
	for _, c := range " \t\v\f\r\"`" { // quotes, as around CSV fields, and Markdown's code
		t[c].class = spaceChar
	}
	t['|'].class = barChar
	t[','].class, t[';'].class, t['&'].class = fieldChar, fieldChar, fieldChar // & as in TeX's tables
	t['#'].class = commentChar
	return t
}()

// charAt returns the character at text[i:], a full-width form or another
// script's decimal digit as its ASCII one, or U+FFFD for a byte that is
// not UTF-8; its class; its value if it is a cell; and its size in text.
func charAt(text []byte, i int) (r rune, class charClass, value uint8, size int) {
	if c := text[i]; c < utf8.RuneSelf {
		t := asciiChars[c]
		return rune(c), t.class, t.value, 1
	}
	r, size = utf8.DecodeRune(text[i:])
	switch {
	case '！' <= r && r <= '～': // the full-width forms of ! to ~
		r -= '！' - '!'
		t := asciiChars[r]
		return r, t.class, t.value, size
	case unicode.IsSpace(r) || r == '\ufeff' || r == '\u200b':
		return r, spaceChar, 0, size
	case isBoxDrawing(r):
		return r, barChar, 0, size
	case strings.ContainsRune(drawnBlanks, r):
		return r, cellChar, 0, size
	case unicode.IsDigit(r):
		// Unicode gives each script's digits 0 to 9 in a run of their
		// own, and runs of ten follow each other.
		zero := r
		for unicode.IsDigit(zero - 1) {
			zero--
		}
		r = '0' + (r-zero)%10
		return r, cellChar, uint8(r - '0'), size
	}
	return r, otherChar, 0, size
}

func isBoxDrawing(r rune) bool { return '\u2500' <= r && r <= '\u257f' }

// drawnBlanks are blanks as some programs draw a grid for people to read:
// a middle dot, "5 3 · · 7 · · · ·", and white squares. A line may start
// with one and be a header still, as it was before they were blanks.
const drawnBlanks = "·□◻"

// isCell reports whether c is a cell: a digit or a blank.
func isCell(c byte) bool { return c < utf8.RuneSelf && asciiChars[c].class == cellChar }

// A lineCells is what cellsOf found on a line.
type lineCells struct {
	n       int   // cells, counting malformed characters
	marks   int   // characters other than spaces before any comment
	bars    int   // the bars among them
	seps    int   // the characters between fields among them
	empty   int   // the blanks that are empty fields
	written bool  // a blank is written as a character, 0 . * …
	comment bool  // the line has one
	bad     badAt // the first malformed character, if any
}

// A badAt is where the first malformed character of a line is: its offset,
// or -1 if it has none, and its column, counting characters from 1.
type badAt struct{ offset, column int }

// ok reports whether the cells are a row or a puzzle: 9 or 81, every
// character a cell.
func (c lineCells) ok() bool { return c.bad.offset < 0 && (c.n == 9 || c.n == 81) }

// mixed reports whether the line writes its blanks two ways, as
// characters and as empty fields: "&.....4..", whose first blank would be
// a field that its writer did not mean.
func (c lineCells) mixed() bool { return c.written && c.empty > 0 }

// A fieldMode is what besides commas and semicolons cellsOf takes to
// separate fields, in which an empty field is a blank.
type fieldMode uint8

const (
	spaceFields fieldMode = iota // nothing: tabs are spaces and bars too
	tabFields                    // tabs, as a spreadsheet writes them
	barFields                    // bars, as between a Markdown table's cells
)

// cellsOf reads the cells of a line into g, as many as fit, with the
// fields of mode. After the 81st cell, a character that is not a cell
// starts a note, which ends the cells; a comment ends them too.
func cellsOf(text []byte, g *board.Grid, mode fieldMode) lineCells {
	c := lineCells{bad: badAt{-1, 0}}
	field, fields := true, false // an empty field so far, and whether there are fields
	add := func(v uint8) {
		if c.n < len(g) {
			g[c.n] = v
		}
		c.n++
		field = false
	}
	for i, col := 0, 1; i < len(text); col++ {
		_, class, v, size := charAt(text, i)
		if mode == tabFields && text[i] == '\t' || mode == barFields && class == barChar {
			class = fieldChar
		}
		if c.n == 81 && class != cellChar || class == commentChar {
			c.comment = class == commentChar
			return c
		}
		if class != spaceChar {
			c.marks++
		}
		switch class {
		case cellChar:
			c.written = c.written || v == 0
			add(v)
		case barChar:
			c.bars++
		case fieldChar:
			c.seps++
			if field {
				c.empty++
				add(0)
			}
			field, fields = true, true
		case otherChar:
			if c.bad.offset < 0 {
				c.bad = badAt{i, col}
			}
			add(0)
		}
		i += size
	}
	if fields && field {
		c.empty++
		add(0)
	}
	return c
}

// quoteChar quotes the character text starts with, or its first byte if
// that is not UTF-8.
func quoteChar(text []byte) string {
	switch r, size := utf8.DecodeRune(text); {
	case r == utf8.RuneError && size <= 1:
		return fmt.Sprintf("'\\x%02x'", text[0])
	case r == utf8.RuneError:
		return `'\ufffd'` // in place of what could not be decoded
	default:
		return fmt.Sprintf("%q", r)
	}
}

// CellValue maps the characters of a cell to its digit, 0 for a blank,
// and every other byte to -1. It is the strict set of -check, 0 and . for
// a blank, which the exact forms of puzzles use too.
var CellValue = func() (v [256]int8) {
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
func exactRow(text []byte, g *board.Grid) bool {
	text = text[:17]
	cells, spaces := int8(0), byte(0)
	for k := range 9 {
		v := CellValue[text[2*k]]
		cells |= v
		g[k] = uint8(v)
	}
	for k := 1; k < 17; k += 2 {
		spaces |= text[k] ^ ' '
	}
	return cells >= 0 && spaces == 0
}

// exactLine reads a line of 81 cells.
func exactLine(text []byte, g *board.Grid) bool {
	text = text[:81]
	bad := uint64(0)
	for k := 0; k < 80; k += 8 {
		w, ok := cellWord(binary.LittleEndian.Uint64(text[k:]))
		binary.LittleEndian.PutUint64(g[k:], w)
		bad |= ok
	}
	v := CellValue[text[80]]
	g[80] = uint8(v)
	return bad == 0 && v >= 0
}

// cellWord reads eight cells of text, a byte each, into their values. Its
// second result is 0 if all eight are digits or '.'. No step carries from
// one byte into the next.
func cellWord(w uint64) (cells, bad uint64) {
	const ones = 0x0101010101010101
	t := w ^ '.'*ones
	dot := ^((t&(0x7f*ones) + 0x7f*ones) | t) & (0x80 * ones) // the high bit of each '.'
	w += dot >> 6                                             // '.' + 2 is '0'
	bad = w&(0xf0*ones) ^ '0'*ones | (w&(0x0f*ones)+6*ones)&(0x10*ones)
	return w & (0x0f * ones), bad
}
