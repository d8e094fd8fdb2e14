package main

import (
	"bytes"
	"errors"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// writeGrids returns a write function for writeOutput that writes n grids
// and returns err.
func writeGrids(n int, err error) func(*gridWriter) (error, error) {
	return func(gw *gridWriter) (error, error) {
		g := gridAt(0, 0)
		for range n {
			if werr := gw.write(&g); werr != nil {
				return nil, werr
			}
		}
		return nil, err
	}
}

// withExchange runs f with exchange replaced by ex.
func withExchange(t *testing.T, ex func(a, b string) error, f func()) {
	t.Helper()
	saved := exchange
	defer func() { exchange = saved }()
	exchange = ex
	f()
}

// The ways of putting the new file in place: by exchange, where the system
// has it, and by rename when it has not or it fails.
var exchanges = []struct {
	name string
	ex   func(a, b string) error
}{
	{"exchange", exchangeFiles},
	{"unsupported", func(a, b string) error { return errors.ErrUnsupported }},
	{"failing", func(a, b string) error { return syscall.EINVAL }},
}

// A replaced file holds the new output, keeps its mode, and nothing else is
// left in its directory; a link is followed. Where exchange works, it is
// what replaces the file.
func TestOutputCommit(t *testing.T) {
	g := gridAt(0, 0)
	grid := string(appendGrid(nil, &g))
	want := grid + "\n" + grid + "\n" + grid
	for _, tt := range exchanges {
		t.Run(tt.name, func(t *testing.T) {
			dir := testDir(t, map[string]string{"old.txt": oldOutput})
			old := filepath.Join(dir, "old.txt")
			if err := os.Chmod(old, 0o640); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink("old.txt", filepath.Join(dir, "link.txt")); err != nil {
				t.Fatal(err)
			}
			exchanged := 0
			count := func(a, b string) error {
				err := tt.ex(a, b)
				if err == nil {
					exchanged++
				}
				return err
			}
			withExchange(t, count, func() {
				for _, name := range []string{"old.txt", "link.txt", "new.txt"} {
					if err := writeOutput(filepath.Join(dir, name), false, writeGrids(3, nil)); err != nil {
						t.Fatalf("%s: %v", name, err)
					}
				}
			})
			if tt.name == "exchange" && canExchange(t) && exchanged != 2 {
				t.Errorf("%d files replaced by exchange, want 2", exchanged)
			}
			for _, name := range []string{"old.txt", "new.txt"} {
				if got := string(readFile(t, filepath.Join(dir, name))); got != want {
					t.Errorf("%s holds %q, want %q", name, got, want)
				}
			}
			if fi, err := os.Lstat(old); err != nil || fi.Mode() != 0o640 {
				t.Errorf("old.txt: %v, mode %v; want -rw-r-----", err, fi.Mode())
			}
			if fi, err := os.Lstat(filepath.Join(dir, "link.txt")); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
				t.Errorf("link.txt is no longer a link: %v", err)
			}
			if got := strings.Join(dirNames(t, dir), " "); got != "link.txt new.txt old.txt" {
				t.Errorf("directory holds %s, want link.txt new.txt old.txt", got)
			}
		})
	}
}

// canExchange reports whether exchangeFiles works in a test directory.
func canExchange(t *testing.T) bool {
	dir := testDir(t, map[string]string{"a": "a", "b": "b"})
	return exchangeFiles(filepath.Join(dir, "a"), filepath.Join(dir, "b")) == nil
}

// A failed write leaves the old file as it was and no temporary file.
func TestOutputAbort(t *testing.T) {
	errFail := errors.New("no more grids")
	for _, tt := range exchanges {
		t.Run(tt.name, func(t *testing.T) {
			dir := testDir(t, map[string]string{"sudoku.txt": oldOutput})
			withExchange(t, tt.ex, func() {
				// 3000 grids fill the output's buffer, so part of them is in the
				// temporary file when the write fails.
				err := writeOutput(filepath.Join(dir, "sudoku.txt"), false, writeGrids(3000, errFail))
				if !errors.Is(err, errFail) {
					t.Errorf("got %v, want %v", err, errFail)
				}
				err = writeOutput(filepath.Join(dir, "new.txt"), false, writeGrids(3000, errFail))
				if !errors.Is(err, errFail) {
					t.Errorf("got %v, want %v", err, errFail)
				}
			})
			checkUnchanged(t, dir, "sudoku.txt")
		})
	}
}

// exchangeFiles swaps two files, on systems that can.
func TestExchangeFiles(t *testing.T) {
	dir := testDir(t, map[string]string{"a": "file a", "b": "file b"})
	a, b := filepath.Join(dir, "a"), filepath.Join(dir, "b")
	err := exchangeFiles(a, b)
	if errors.Is(err, errors.ErrUnsupported) || errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOSYS) {
		t.Skipf("no exchange here: %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	if string(readFile(t, a)) != "file b" || string(readFile(t, b)) != "file a" {
		t.Errorf("a holds %q and b %q, want them swapped", readFile(t, a), readFile(t, b))
	}
	if err := exchangeFiles(a, filepath.Join(dir, "c")); err == nil {
		t.Error("exchanging with a missing file succeeded")
	}
}

// Grids written to a file, at offsets by several goroutines, are the bytes
// written to a stream in order; the output cannot be written to in order
// after that.
func TestOutputOffsets(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "grids.txt")
	for _, line := range []bool{false, true} {
		var want bytes.Buffer
		if err := generate(&gridWriter{w: &want, line: line}, 5000, 0, rand.New(rand.NewPCG(3, 3))); err != nil {
			t.Fatal(err)
		}
		err := writeOutput(name, line, func(gw *gridWriter) (error, error) {
			return nil, generate(gw, 5000, 0, rand.New(rand.NewPCG(3, 3)))
		})
		if err != nil {
			t.Fatal(err)
		}
		if got := readFile(t, name); !bytes.Equal(got, want.Bytes()) {
			t.Errorf("line %v: the file differs from the stream (%d bytes, want %d)", line, len(got), want.Len())
		}
	}
	o, err := createOutput(name)
	if err != nil {
		t.Fatal(err)
	}
	defer o.abort()
	if at, err := o.WriterAt(); at == nil || err != nil {
		t.Fatalf("WriterAt gave %v, %v for a file", at, err)
	}
	if _, err := o.Write([]byte("x")); err == nil {
		t.Error("Write after WriterAt succeeded")
	}
}
