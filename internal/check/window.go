package check

import (
	"bytes"
	"errors"
	"io"

	"sudoku/internal/decode"
)

// errLineTooLong is the error of a line longer than the buffer.
var errLineTooLong = errors.New("line too long")

// scanBuffer is the size of the buffer a gridScanner reads into, and so
// the longest line it reads. Tests make it small to move between buffers
// often.
var scanBuffer = 256 << 10

// A window is a buffered reader, like bufio.Reader, whose buffers can be
// handed on: when the bytes not yet taken must move to make room, they
// are copied to the start of the buffer next returns, which is given the
// one left and must leave it as it is. A buffer left is not written again
// unless next returns it, so that runs of grids can be checked in it, on
// other cores, while reading goes on in another.
type window struct {
	r        io.Reader
	buf      []byte
	pos, end int   // buf[pos:end] is read and not yet taken
	err      error // from the last read: io.EOF at the end of the input
	next     func(old []byte) []byte
}

func newWindow(r io.Reader, buf []byte) *window {
	w := &window{r: r, buf: buf}
	w.next = func([]byte) []byte { return w.buf } // the same buffer, by default
	return w
}

// decodeUTF16 makes w read its input as UTF-16, decoded into UTF-8, from
// skip bytes into what it has read. Nothing may have been taken.
func (w *window) decodeUTF16(skip int, bigEndian bool) {
	head := bytes.Clone(w.buffered()[skip:])
	w.r = decode.NewUTF16Reader(decode.AfterHead(head, w.r, w.err), bigEndian)
	w.pos, w.end, w.err = 0, 0, nil
}

// buffered returns the bytes read and not yet taken.
func (w *window) buffered() []byte { return w.buf[w.pos:w.end] }

// discard takes n bytes, n ≤ len(w.buffered()).
func (w *window) discard(n int) { w.pos += n }

// fill reads until n bytes are buffered, or as many as the buffer holds,
// unless the input ends or fails first.
func (w *window) fill(n int) {
	n = min(n, len(w.buf))
	if w.end-w.pos >= n || w.err != nil {
		return
	}
	if w.pos+n > len(w.buf) {
		buf := w.next(w.buf)
		w.end = copy(buf, w.buf[w.pos:w.end])
		w.buf, w.pos = buf, 0
	}
	for empty := 0; w.end-w.pos < n && w.err == nil; {
		m, err := w.r.Read(w.buf[w.end:])
		w.end += m
		w.err = err
		if m == 0 && err == nil {
			if empty++; empty == 100 {
				w.err = io.ErrNoProgress
			}
		}
	}
}

// peek returns the next n bytes without taking them, or fewer if the input
// ends first, fails, or n is more than the buffer holds.
func (w *window) peek(n int) []byte {
	w.fill(n)
	b := w.buffered()
	return b[:min(n, len(b))]
}

// readLine takes the next line and returns it without its newline, and
// whether it had one: only the last line of the input may not. It returns
// io.EOF at the end, and errLineTooLong for a line longer than the buffer,
// which it skips.
func (w *window) readLine() (text []byte, newline bool, err error) {
	for searched := 0; ; {
		b := w.buffered()
		if i := bytes.IndexByte(b[searched:], '\n'); i >= 0 {
			w.pos += searched + i + 1
			return b[:searched+i], true, nil
		}
		searched = len(b)
		switch {
		case w.err == io.EOF && len(b) > 0:
			w.pos = w.end
			return b, false, nil
		case w.err != nil:
			return nil, false, w.err
		case len(b) == len(w.buf):
			return w.skipLine()
		}
		w.fill(len(b) + 1)
	}
}

// skipLine takes the rest of a line too long for the buffer and returns
// errLineTooLong, and whether the line ended in a newline, unless reading
// fails first.
func (w *window) skipLine() (text []byte, newline bool, err error) {
	for {
		b := w.buffered()
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			w.pos += i + 1
			return nil, true, errLineTooLong
		}
		w.pos = w.end
		switch w.err {
		case nil:
			w.fill(1)
		case io.EOF:
			return nil, false, errLineTooLong
		default:
			return nil, false, w.err
		}
	}
}
