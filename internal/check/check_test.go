package check

// These tests make the checker's buffers and repeat batches small and read
// its scanner's counts, which only the package sees.

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf16"

	"sudoku/internal/board"
	"sudoku/internal/oracle"
	"sudoku/internal/output"
)

// allGrids is how many grids oracle.DistinctGrids tells apart: a seed
// below it less n starts n distinct grids anywhere among them.
const allGrids = 362880 * 72

// written returns grids as a GridWriter writes them in form f.
func written(t testing.TB, f output.Form, grids []board.Grid) []byte {
	t.Helper()
	var buf bytes.Buffer
	gw := output.NewGridWriter(&buf, f)
	for i := range grids {
		if err := gw.Write(&grids[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := gw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// checkOK reports whether the checker passes text, read from a reader
// that can be read again, and the faults if not.
func checkOK(text string, lineForm, loose bool) (bool, error) {
	_, ok, err := runChecker(text, lineForm, loose)
	return ok, err
}

// runChecker is checkOK that also returns the checker.
func runChecker(text string, lineForm, loose bool) (*Checker, bool, error) {
	c := New("f.txt", lineForm, 0, loose)
	c.size = int64(len(text)) // as from a file: large inputs take their buffers at once
	again := func() (io.Reader, error) { return strings.NewReader(text), nil }
	err := c.checkFrom(strings.NewReader(text), again)
	return c, c.faults.Count() == 0 && err == nil, err
}

// goodGrids reports whether text holds distinct valid grids laid out
// exactly, by the independent checks.
func goodGrids(text string, lineForm bool) bool {
	grids, err := oracle.ParseOutput([]byte(text), lineForm)
	return err == nil && distinctValid(grids)
}

// distinctValid reports whether grids are one or more valid grids, no two
// equal, by the independent check.
func distinctValid(grids []board.Grid) bool {
	if len(grids) == 0 {
		return false
	}
	seen := make(map[board.Grid]bool)
	for i := range grids {
		if oracle.CheckGrid(&grids[i]) != nil || seen[grids[i]] {
			return false
		}
		seen[grids[i]] = true
	}
	return true
}

// An input is what FuzzCheck takes: a file's text, and how -check reads
// it.
type input struct {
	text            string
	lineForm, loose bool
}

// corpusDir holds FuzzCheck's corpus: the inputs the fuzzer has found,
// and its seeds, named seed-…, the inputs of the root's table of -check's
// cases (checkTests), which TestCheckSeeds there keeps them equal to.
const corpusDir = "testdata/fuzz/FuzzCheck"

// seeds returns the inputs of FuzzCheck's seeds, read as Go's fuzzing
// reads them.
func seeds(t testing.TB) []input {
	t.Helper()
	entries, err := os.ReadDir(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	var inputs []input
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), "seed-") {
			continue
		}
		in, err := parseCorpusFile(oracle.ReadFile(t, filepath.Join(corpusDir, e.Name())))
		if err != nil {
			t.Fatalf("%s: %v", e.Name(), err)
		}
		inputs = append(inputs, in)
	}
	if len(inputs) == 0 {
		t.Fatalf("no seeds in %s: the root's TestCheckSeeds -update writes them", corpusDir)
	}
	return inputs
}

// parseCorpusFile reads an input of FuzzCheck in the format of Go's fuzz
// corpus files: "go test fuzz v1", then string(…), bool(…) and bool(…),
// a line each.
func parseCorpusFile(b []byte) (input, error) {
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	if len(lines) != 4 || lines[0] != "go test fuzz v1" {
		return input{}, fmt.Errorf("not a corpus file of a string and two bools")
	}
	arg := func(line, typ string) (string, error) {
		s, ok := strings.CutPrefix(line, typ+"(")
		if s, ok = strings.CutSuffix(s, ")"); !ok {
			return "", fmt.Errorf("%q: want %s(…)", line, typ)
		}
		return s, nil
	}
	var in input
	s, err := arg(lines[1], "string")
	if err == nil {
		in.text, err = strconv.Unquote(s)
	}
	for i, b := range []*bool{&in.lineForm, &in.loose} {
		if err == nil {
			if s, err = arg(lines[2+i], "bool"); err == nil {
				*b, err = strconv.ParseBool(s)
			}
		}
	}
	return in, err
}

// FuzzCheck checks that the checker passes exactly what the independent
// checks pass, strict and loose, that no input makes it fail otherwise,
// and that its faults do not depend on where buffers cut the input. What
// -loose passes, it passes tolerating no line if and only if the strict
// check passes it too, and no more lines than there are. Its seeds are
// in its corpus in testdata, the inputs of the root's checkTests.
func FuzzCheck(f *testing.F) {
	f.Fuzz(func(t *testing.T, text string, lineForm, loose bool) {
		c, ok, err := runChecker(text, lineForm, loose)
		want := goodGrids(text, lineForm)
		if loose {
			want = looseGrids(text, lineForm)
		}
		if ok != want {
			t.Fatalf("checker (loose %v) says %v (%v), independent checks say %v, for\n%q", loose, ok, err, want, text)
		}
		if loose && ok {
			n, lines := c.scan.tolerated, c.scan.lines
			if strict, _ := checkOK(text, lineForm, false); n > lines || (n == 0) != strict {
				t.Fatalf("-loose tolerates %d of %d lines, and the strict check passes: %v, for\n%q", n, lines, strict, text)
			}
		}
		for _, line := range strings.Split(fmt.Sprint(err), "\n") {
			if err != nil && !strings.HasPrefix(line, "f.txt:") {
				t.Fatalf("fault %q does not name the file", line)
			}
		}
		lines := text
		if t, ok := decodeUTF16(text); ok && loose {
			lines = t // what the buffers hold
		}
		if longest(lines) < smallBuffer {
			defer func(n int) { scanBuffer = n }(scanBuffer)
			scanBuffer = smallBuffer
			if ok2, err2 := checkOK(text, lineForm, loose); ok2 != ok || fmt.Sprint(err2) != fmt.Sprint(err) {
				t.Fatalf("in buffers of %d bytes the checker says %v (%v), in one %v (%v), for\n%q", smallBuffer, ok2, err2, ok, err, text)
			}
		}
	})
}

// smallBuffer is a buffer size that cuts most inputs of the tests, but
// takes a grid and a line of either form.
const smallBuffer = 180

// longest returns the length of the longest line of text.
func longest(text string) int {
	n := 0
	for line := range strings.Lines(text) {
		n = max(n, len(line))
	}
	return n
}

// looseGrids reports whether text holds distinct valid grids as -check
// -loose reads them, by independent checks: UTF-16 is decoded; a byte
// order mark at the start, CRs before line ends, U+00A0, U+3000, tabs and
// spaces count for nothing but separate cells; in the grid form, rows of nine cells make a grid
// nine at a time, and an empty line may come only between grids; in the
// line form, each line that is not empty is a grid of 81 cells.
func looseGrids(text string, lineForm bool) bool {
	if t, ok := decodeUTF16(text); ok {
		text = t
	}
	text = strings.TrimPrefix(text, "\ufeff")
	text = strings.NewReplacer("\u00a0", " ", "\u3000", " ", "\t", " ").Replace(text)
	var grids []board.Grid
	var cells []uint8
	want := 9
	if lineForm {
		want = 81
	}
	for line := range strings.SplitSeq(text, "\n") {
		line = strings.TrimSuffix(line, "\r")
		if strings.Trim(line, " ") == "" {
			if len(cells) > 0 && !lineForm {
				return false // a grid cut short
			}
			continue
		}
		n := 0
		for _, c := range strings.ReplaceAll(line, " ", "") {
			if c < '0' || c > '9' {
				return false
			}
			cells = append(cells, uint8(c-'0'))
			n++
		}
		if n != want {
			return false
		}
		if len(cells) == 81 {
			grids = append(grids, board.Grid(cells))
			cells = cells[:0]
		}
	}
	return len(cells) == 0 && distinctValid(grids)
}

// decodeUTF16 returns text decoded from UTF-16 into UTF-8, and true, if
// it is UTF-16: if it starts with a byte order mark, which is left out, or
// has one zero byte in its first two. An odd byte at the end, like a
// surrogate without its pair, is U+FFFD.
func decodeUTF16(text string) (string, bool) {
	var big bool
	switch {
	case strings.HasPrefix(text, "\xfe\xff"):
		text, big = text[2:], true
	case strings.HasPrefix(text, "\xff\xfe"):
		text = text[2:]
	case len(text) >= 2 && text[0] == 0 && text[1] != 0:
		big = true
	case len(text) >= 2 && text[0] != 0 && text[1] == 0:
	default:
		return "", false
	}
	var units []uint16
	for i := 0; i+1 < len(text); i += 2 {
		u := uint16(text[i]) | uint16(text[i+1])<<8
		if big {
			u = u>>8 | u<<8
		}
		units = append(units, u)
	}
	if len(text)%2 != 0 {
		units = append(units, 0xfffd)
	}
	return string(utf16.Decode(units)), true
}

// Repeats found by several passes, each over a share of the fingerprints,
// are reported in line order, the first ten and then a count, whatever
// the share.
func TestRepeatsInBatches(t *testing.T) {
	// Grids 1–6 are distinct; grids 7–18 repeat them in the order 6, 5,
	// …, 1, 6, 5, …, 1.
	distinct := oracle.DistinctGrids(6, 1000)
	var grids []board.Grid
	for k := range 18 {
		j := k
		if k >= 6 {
			j = 5 - k%6
		}
		grids = append(grids, distinct[j])
	}
	text := oracle.Text(false, grids...)
	var want []string
	for k := 7; k <= 16; k++ {
		j := 6 - (k-7)%6
		want = append(want, fmt.Sprintf("f.txt:%d: grid %d: same as grid %d (line %d)", 10*k-9, k, j, 10*j-9))
	}
	want = append(want, "f.txt: 12 faults in all")
	defer func(n int) { repeatBatch = n }(repeatBatch)
	for _, batch := range []int{1, 2, 5, 1 << 18} {
		repeatBatch = batch
		if ok, err := checkOK(text, false, false); ok || fmt.Sprint(err) != strings.Join(want, "\n") {
			t.Errorf("batch %d: got\n%v\nwant\n%s", batch, err, strings.Join(want, "\n"))
		}
	}
}

// The faults found and their order do not depend on where the input is
// cut into buffers, which are checked on every core as batches.
func TestCheckBuffers(t *testing.T) {
	inputs := seeds(t)
	rng := rand.New(rand.NewPCG(7, 8))
	for _, f := range []output.Form{{}, {CRLF: true}, {Layout: output.LineLayout}} {
		text := written(t, f, oracle.DistinctGrids(300, rng.Uint64N(allGrids-300)))
		for range 30 {
			i := rng.IntN(len(text))
			switch rng.IntN(4) {
			case 0:
				text[i] = "0123456789 \n\r"[rng.IntN(13)]
			case 1: // a grid repeated
				k := rng.IntN(299) * f.Size()
				text = slices.Insert(text, i/f.Size()*f.Size(), text[k:k+f.Size()]...)
			case 2:
				text = slices.Delete(text, i, i+1)
			}
		}
		inputs = append(inputs, input{string(text), f.IsLine(), false}, input{string(text), f.IsLine(), true})
		grids := oracle.DistinctGrids(300, rng.Uint64N(allGrids-300))
		for range 15 {
			grids = slices.Insert(grids, rng.IntN(len(grids)), grids[rng.IntN(len(grids))])
		}
		inputs = append(inputs, input{string(written(t, f, grids)), f.IsLine(), false})
	}
	checkAll := func() []string {
		var got []string
		for _, in := range inputs {
			ok, err := checkOK(in.text, in.lineForm, in.loose)
			got = append(got, fmt.Sprint(ok, err))
		}
		return got
	}
	want := checkAll()
	defer func(n int) { scanBuffer = n }(scanBuffer)
	for _, size := range []int{smallBuffer, 251, 1000, 4096} {
		scanBuffer = size
		for i, got := range checkAll() {
			if got != want[i] {
				t.Fatalf("buffers of %d bytes, %q:\ngot  %s\nwant %s", size, inputs[i].text, got, want[i])
			}
		}
	}
}

// Two grids differ only where a grid key looks, and a grid key tells
// every valid grid apart.
func TestGridKey(t *testing.T) {
	// The first two differ only in the order of their last rows, the
	// third in its first row too.
	grids := oracle.DistinctGrids(3, 70)
	seen := map[gridKey]int{}
	for i := range grids {
		seen[keyOf(&grids[i])] = i
	}
	if len(seen) != 3 {
		t.Errorf("%d keys for 3 grids", len(seen))
	}
	// Swapping two rows of a band keeps a grid valid and changes its key.
	g := grids[0]
	copy(g[:9], grids[0][9:18])
	copy(g[9:18], grids[0][:9])
	if oracle.CheckGrid(&g) != nil || keyOf(&g) == keyOf(&grids[0]) {
		t.Error("a row swap gave an invalid grid or the same key")
	}
}

// A file large enough that its batches' buffers and its fingerprints are
// taken in huge pages, mapped apart from Go's heap and given back before
// the pass that confirms repeats: the grids repeated at its end are found,
// in order, with the lines of both.
func TestCheckLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	const n = 200_000 // fingerprints of 1.3 MB
	text := written(t, output.Form{}, oracle.DistinctGrids(n, 7))
	grids := bytes.Split(bytes.TrimSuffix(text, []byte("\n")), []byte("\n\n"))
	for _, k := range []int{1, n - 1, 0} {
		text = slices.Concat(text, []byte("\n"), grids[k], []byte("\n"))
	}
	name := filepath.Join(t.TempDir(), "grids.txt")
	if err := os.WriteFile(name, text, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	c := New(name, false, 0, false)
	err = c.Check(f)
	var want []string
	for k, of := range []int{2, n, 1} {
		want = append(want, fmt.Sprintf("%s:%d: grid %d: same as grid %d (line %d)", name, 10*(n+k)+1, n+k+1, of, 10*of-9))
	}
	if fmt.Sprint(err) != strings.Join(want, "\n") {
		t.Errorf("got\n%v\nwant\n%s", err, strings.Join(want, "\n"))
	}
}

// BenchmarkCheck checks a file of 1,000,000 grids, as graders do.
func BenchmarkCheck(b *testing.B) {
	name := filepath.Join(b.TempDir(), "grids.txt")
	text := written(b, output.Form{}, oracle.DistinctGrids(1000000, 1))
	if err := os.WriteFile(name, text, 0o644); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		f, err := os.Open(name)
		if err != nil {
			b.Fatal(err)
		}
		c := New(name, false, 0, false)
		if err := c.Check(f); err != nil {
			b.Fatal(err)
		}
		f.Close()
		if want := "ok: 1000000 distinct valid grids, LF line ends"; c.Summary() != want {
			b.Fatalf("got %q, want %q", c.Summary(), want)
		}
	}
}
