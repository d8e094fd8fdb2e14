package check

// These tests read lines through the window and grids through the exact
// layout, the scanner's parts, which only the package sees.

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/iotest"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
	"sudoku/internal/output"
)

// A window reads the lines bufio does, in buffers of any size, handed on
// or not, from readers that return a byte at a time or fail.
func TestWindowLines(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 2000 {
		var text []byte
		for range rng.IntN(12) {
			text = append(text, strings.Repeat("ab", rng.IntN(30))...)
			text = append(text, "\n\r "[rng.IntN(3)])
		}
		size := 16 + rng.IntN(40)
		reader := func() io.Reader {
			var r io.Reader = bytes.NewReader(text)
			if i%3 == 0 {
				r = iotest.OneByteReader(r)
			}
			if i%5 == 0 {
				r = io.MultiReader(r, iotest.ErrReader(errors.New("broken")))
			}
			return r
		}
		want := bufioLines(reader(), size)
		for _, handOn := range []bool{false, true} {
			w := newWindow(reader(), make([]byte, size))
			if handOn {
				w.next = func([]byte) []byte { return make([]byte, size) }
			}
			var got []string
			for {
				line, newline, err := w.readLine()
				got = append(got, fmt.Sprintf("%q %v %v", line, newline, err))
				if err != nil && err != errLineTooLong {
					break
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("%q, buffer %d, handed on %v:\ngot  %q\nwant %q", text, size, handOn, got, want)
			}
		}
	}
}

// bufioLines returns the lines of r as a bufio.Reader of size bytes
// splits them, and the error that ends them: each line without its
// newline and whether it had one (only the last may not), or, for a line
// that does not fit in the buffer, no text, whether it had one, and "line
// too long"; then io.EOF, or the error that stopped reading, which loses
// the line it cut.
func bufioLines(r io.Reader, size int) []string {
	br := bufio.NewReaderSize(r, size)
	var lines []string
	for {
		text, err := br.ReadSlice('\n')
		tooLong := err == bufio.ErrBufferFull
		for err == bufio.ErrBufferFull {
			_, err = br.ReadSlice('\n')
		}
		switch {
		case err == io.EOF && (tooLong || len(text) > 0): // a last line without a newline
		case err != nil:
			return append(lines, fmt.Sprintf("%q %v %v", "", false, err))
		}
		newline := err == nil
		line := fmt.Sprintf("%q %v <nil>", bytes.TrimSuffix(text, []byte("\n")), newline)
		if tooLong {
			line = fmt.Sprintf("%q %v line too long", "", newline)
		}
		lines = append(lines, line)
	}
}

// An exactLayout passes a grid and its separator exactly when an
// independent check does: digits 1–9 where the form has digits, and the
// form's own bytes elsewhere.
func TestExactLayout(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	g := oracle.DistinctGrids(1, 1000)[0]
	for _, f := range []output.Form{{}, {CRLF: true}, {Layout: output.LineLayout}, {Layout: output.LineLayout, CRLF: true}} {
		l := newExactLayout(f)
		want := append(f.AppendGrid(nil, &g), f.Sep()...)
		if len(want) != l.size {
			t.Fatalf("%+v: size %d, want %d", f, l.size, len(want))
		}
		for i := range 20000 {
			text := bytes.Clone(want)
			for range 1 + rng.IntN(2) {
				if i > 0 {
					text[rng.IntN(len(text))] = "0123456789 \n\r\t.x\x80\xff"[rng.IntN(18)]
				}
			}
			sep := rng.IntN(2) == 0
			if !sep {
				text = text[:l.text]
			}
			ok := true
			for j, ch := range text {
				if want[j] >= '1' && want[j] <= '9' {
					ok = ok && ch >= '1' && ch <= '9'
				} else {
					ok = ok && ch == want[j]
				}
			}
			if got := l.grid(text, sep); got != ok {
				t.Fatalf("%+v: grid(%q, %v) = %v, want %v", f, text, sep, got, ok)
			}
			if ok {
				var d board.Grid
				l.decode(text, &d)
				if !bytes.Equal(f.AppendGrid(nil, &d), text[:l.text]) {
					t.Fatalf("%+v: %q decodes to %v", f, text, d)
				}
			}
		}
	}
}
