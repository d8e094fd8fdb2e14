package read

import (
	"bufio"
	"bytes"
	"errors"
	"io"

	"sudoku/internal/fault"
)

// maxLine is the longest input line accepted; a puzzle line is at most a few
// hundred bytes even with generous spacing. A line of lists or objects,
// which may hold many puzzles (see linePuzzles), may take up to
// maxListLine, about 12,000 puzzles: it is held whole, and memory stays a
// few MB.
const (
	maxLine     = 4096
	maxListLine = 1 << 20
)

var (
	errTooLong     = errors.New("line too long")
	errListTooLong = errors.New("line of lists too long")
)

// readBuffer is the size of the reader's buffer. Each of its pages costs a
// fault when first filled, as the first batch waits for: 16 KB took 0.97
// of the time of 64 KB for the top 1465 (120 KB) and one puzzle, and no
// more for files of megabytes, whose lines it reads as well.
const readBuffer = 16 << 10

// A line is a line of a puzzle file: its text without its line end and
// the spaces at its end, and its number. The text's capacity is the
// line's length with those spaces (see width): a line fits in registers,
// where one of three fields would be copied through memory, slowly.
type line struct {
	text []byte
	no   int
}

// width returns the length of the line with the spaces at its end.
func (l line) width() int { return cap(l.text) }

// exactLength reports whether the line is as long as a row or a puzzle
// in the exact forms, which nearly every line is.
func (l line) exactLength() bool { return len(l.text) == 17 || len(l.text) == 81 }

// A lineSource gives the lines of a puzzle file one at a time, with their
// numbers, and takes back the last it gave. Its lines are those of the
// file but for comments over lines, from a line that opens one with /* to
// the */ that closes it, as source code has: what is in one, a puzzle put
// aside too, is not read, and a grid may go on after it. A line too long
// to read is a fault of its own.
type lineSource struct {
	name      string
	br        *bufio.Reader
	long      []byte // a line longer than br's buffer, put together
	no        int    // lines read
	back      bool   // a line was taken back, to be given again
	taken     line   // and that line
	commentAt int    // the line of a comment /* not yet closed by */, or 0
	err       error  // the error that ended the input, given again
}

// errOpenComment ends a file in a comment over lines.
var errOpenComment = errors.New("comment /* is not closed by */")

// next returns the next line, a *fault.Line for a line too long, or
// io.EOF at the end; errOpenComment, with commentAt its line, for a
// comment that the end leaves open.
func (s *lineSource) next() (line, error) {
	if s.back {
		s.back = false
		return s.taken, nil
	}
	for s.err == nil {
		text, err := s.text()
		if err != nil {
			switch {
			case err == io.EOF && s.commentAt > 0:
				s.err = errOpenComment
			case isLineFault(err):
				return line{}, err
			default:
				s.err = err
			}
			continue
		}
		switch {
		case s.commentAt > 0:
			if bytes.Contains(text, []byte("*/")) {
				s.commentAt = 0
			}
		case len(text) > 1 && (text[0] == '/' || text[0] == ' ' || text[0] == '\t') && opensComment(text):
			s.commentAt = s.no
		default:
			return line{text, s.no}, nil
		}
	}
	return line{}, s.err
}

// isLineFault reports whether err is the fault of one line, after which
// the input goes on.
func isLineFault(err error) bool {
	if err == nil {
		return false // before lerr, which would be allocated on every line
	}
	var lerr *fault.Line
	return errors.As(err, &lerr)
}

// unread takes back l, the line last given, to give it again.
func (s *lineSource) unread(l line) { s.back, s.taken = true, l }

// read returns the next line as it is, comments and all, or the fault of
// a line too long or the error that ends the input.
func (s *lineSource) read() (line, error) {
	text, err := s.text()
	if err != nil {
		return line{}, err
	}
	return line{text, s.no}, nil
}

// text reads the next line, numbered s.no, and returns it without the
// spaces at its end, its capacity its length with them (see line), or the
// fault of a line too long or the error that ends the input.
func (s *lineSource) text() ([]byte, error) {
	text, _, err := nextLine(s.br, &s.long)
	if err != nil && err != errTooLong && err != errListTooLong {
		return nil, err
	}
	s.no++
	t := bytes.TrimRight(text, " ")
	switch {
	case err == errListTooLong:
		return nil, s.fault(s.no, "line is too long (over %d MB of lists; indented, as jq . writes it, the file can be read)", maxListLine>>20)
	case err != nil || len(t) > maxLine && !startsList(t):
		return nil, s.fault(s.no, "line is too long (over %d bytes)", maxLine)
	}
	return t[:len(t):len(text)], nil
}

// fault returns the fault of line at in the source.
func (s *lineSource) fault(at int, format string, args ...any) error {
	return faultf(s.name, at, format, args...)
}

// opensComment reports whether text begins a comment of source code that
// goes on over the lines after it: /* and no */ after it.
func opensComment(text []byte) bool {
	t := bytes.TrimLeft(text, " \t")
	return bytes.HasPrefix(t, []byte("/*")) && !bytes.Contains(t[2:], []byte("*/"))
}

// nextLine reads the next line from br without its newline and reports
// whether it ended in one. A line longer than br's buffer is put together
// in *long, up to maxListLine bytes, if long is not nil and the line
// starts a list (see startsList); one longer still is skipped and gives
// errListTooLong, and any other errTooLong. The end of the input gives
// io.EOF.
func nextLine(br *bufio.Reader, long *[]byte) (text []byte, newline bool, err error) {
	text, err = br.ReadSlice('\n')
	if err == nil {
		return text[:len(text)-1], true, nil // the line and its newline, nearly every time
	}
	split := err == bufio.ErrBufferFull
	list := split && long != nil && startsList(text)
	kept := list
	if kept {
		*long = append((*long)[:0], text...)
	}
	for err == bufio.ErrBufferFull {
		text, err = br.ReadSlice('\n')
		if kept = kept && len(*long)+len(text) <= maxListLine; kept {
			*long = append(*long, text...)
		}
	}
	switch {
	case err == nil:
		newline = true
	case err == io.EOF && (len(text) > 0 || split): // a last line without one
	default:
		return nil, false, err
	}
	switch {
	case split && !kept && list:
		return nil, newline, errListTooLong
	case split && !kept:
		return nil, newline, errTooLong
	case split:
		text = *long
	}
	return bytes.TrimSuffix(text, []byte("\n")), newline, nil
}
