package main

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

// bufioLines returns the lines of r as nextLine reads them with a
// bufio.Reader of size bytes, and the error that ends them.
func bufioLines(r io.Reader, size int) []string {
	br := bufio.NewReaderSize(r, size)
	var lines []string
	for {
		line, newline, err := nextLine(br, nil)
		lines = append(lines, fmt.Sprintf("%q %v %v", line, newline, err))
		if err != nil && err != errTooLong {
			return lines
		}
	}
}

// An exactLayout passes a grid and its separator exactly when an
// independent check does: digits 1–9 where the form has digits, and the
// form's own bytes elsewhere.
func TestExactLayout(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	g := parseGrids(t, []byte(g1))[0]
	for _, f := range []form{{}, {crlf: true}, {layout: lineLayout}, {layout: lineLayout, crlf: true}} {
		l := newExactLayout(f)
		want := append(f.appendGrid(nil, &g), f.sep()...)
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
				var d Grid
				l.decode(text, &d)
				if !bytes.Equal(f.appendGrid(nil, &d), text[:l.text]) {
					t.Fatalf("%+v: %q decodes to %v", f, text, d)
				}
			}
		}
	}
}
