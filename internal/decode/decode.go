package decode

import (
	"bytes"
	"io"
	"unicode/utf16"
	"unicode/utf8"
)

// Byte order marks, which editors put at the start of a text file.
var (
	bomUTF8    = []byte{0xef, 0xbb, 0xbf}
	bomUTF16LE = []byte{0xff, 0xfe}
	bomUTF16BE = []byte{0xfe, 0xff}
)

// Text returns the text of r as UTF-8 with LF line ends, whatever
// wrote it: a UTF-8 byte order mark is dropped, UTF-16 (what Notepad calls
// "Unicode") is decoded, and CR line ends, alone (old Mac) or in CRLF
// (Windows), become LF. Other text is passed on as it is, which need not
// be UTF-8.
func Text(r io.Reader) io.Reader {
	head, err := readHead(r)
	isUTF16, bigEndian, mark := UTF16Head(head)
	if !isUTF16 {
		head, _ = bytes.CutPrefix(head, bomUTF8)
		return &crReader{r: AfterHead(head, r, err)}
	}
	return &crReader{r: NewUTF16Reader(AfterHead(head[mark:], r, err), bigEndian)}
}

// NewUTF16Reader returns a reader of the UTF-16 text of r, big-endian or
// not, decoded into UTF-8.
func NewUTF16Reader(r io.Reader, bigEndian bool) io.Reader {
	return &utf16Reader{r: r, bigEndian: bigEndian}
}

// AfterHead returns a reader of head and then of r, or of the error err
// that reading head from r ended with.
func AfterHead(head []byte, r io.Reader, err error) io.Reader {
	if err != nil {
		r = errReader{err}
	}
	return io.MultiReader(bytes.NewReader(head), r)
}

// UTF16Head reports whether text that begins with head, its first bytes,
// at least two if it has them, is UTF-16, whether big-endian, and the
// bytes its byte order mark takes. UTF-16 is known by its byte order mark
// or, without one, by a first character below U+0100 other than NUL, such
// as a digit, which has one zero byte, a byte that no text file has.
func UTF16Head(head []byte) (ok, bigEndian bool, mark int) {
	switch {
	case bytes.HasPrefix(head, bomUTF16LE):
		return true, false, 2
	case bytes.HasPrefix(head, bomUTF16BE):
		return true, true, 2
	case len(head) >= 2 && head[0] != 0 && head[1] == 0:
		return true, false, 0
	case len(head) >= 2 && head[0] == 0 && head[1] != 0:
		return true, true, 0
	}
	return false, false, 0
}

// readHead reads the first bytes of r, as many as it takes to tell whether
// they are a byte order mark, and at least two.
func readHead(r io.Reader) ([]byte, error) {
	var head [3]byte
	n := 0
	for tries := 0; n < len(head) && (n < 2 || mayBeBOM(head[:n])); tries++ {
		if tries == 100 {
			return head[:n], io.ErrNoProgress
		}
		m, err := r.Read(head[n:])
		n += m
		if err != nil {
			return head[:n], err
		}
	}
	return head[:n], nil
}

// mayBeBOM reports whether b is the start of a byte order mark, not yet
// all of one.
func mayBeBOM(b []byte) bool {
	for _, bom := range [][]byte{bomUTF8, bomUTF16LE, bomUTF16BE} {
		if len(b) < len(bom) && bytes.HasPrefix(bom, b) {
			return true
		}
	}
	return false
}

// An errReader returns its error, as the reader that gave it would again.
type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }

// A crReader turns CR and CRLF line ends into LF.
type crReader struct {
	r  io.Reader
	cr bool // the last byte read was a CR, turned into LF: an LF right after it goes
}

func (c *crReader) Read(p []byte) (int, error) {
	for {
		n, err := c.r.Read(p)
		if !c.cr && bytes.IndexByte(p[:n], '\r') < 0 {
			return n, err // nearly all input
		}
		w := 0
		for _, b := range p[:n] {
			if b == '\n' && c.cr {
				c.cr = false
				continue
			}
			if c.cr = b == '\r'; c.cr {
				b = '\n'
			}
			p[w] = b
			w++
		}
		if w > 0 || n == 0 || err != nil {
			return w, err
		}
	}
}

// A utf16Reader decodes UTF-16 text into UTF-8, a block at a time. A
// surrogate without its pair, or an odd byte at the end, becomes U+FFFD.
type utf16Reader struct {
	r         io.Reader
	bigEndian bool
	in        [8192]byte
	held      int    // bytes of in not yet decoded: an odd one, or a surrogate waiting for its pair
	out       []byte // decoded text not yet returned
	outBuf    [3*8192/2 + utf8.UTFMax]byte
	err       error // from r, returned once out is empty
}

func (u *utf16Reader) Read(p []byte) (int, error) {
	for len(u.out) == 0 {
		if u.err != nil {
			return 0, u.err
		}
		u.decode()
	}
	n := copy(p, u.out)
	u.out = u.out[n:]
	return n, nil
}

// decode reads a block and decodes as much of it as it can.
func (u *utf16Reader) decode() {
	n, err := u.r.Read(u.in[u.held:])
	n += u.held
	out := u.outBuf[:0]
	i := 0
decoding:
	for i+1 < n {
		r, size := rune(u.unit(i)), 2
		if utf16.IsSurrogate(r) {
			switch {
			case i+3 < n:
				if r = utf16.DecodeRune(r, rune(u.unit(i+2))); r != utf8.RuneError {
					size = 4
				}
			case err == nil:
				break decoding // its pair may be in the next block
			default:
				r = utf8.RuneError
			}
		}
		out = utf8.AppendRune(out, r)
		i += size
	}
	if err != nil && i < n {
		out = utf8.AppendRune(out, utf8.RuneError) // an odd byte
		i = n
	}
	u.held = copy(u.in[:], u.in[i:n])
	u.out, u.err = out, err
}

// unit returns the UTF-16 code unit at in[i:].
func (u *utf16Reader) unit(i int) uint16 {
	if u.bigEndian {
		return uint16(u.in[i])<<8 | uint16(u.in[i+1])
	}
	return uint16(u.in[i]) | uint16(u.in[i+1])<<8
}
