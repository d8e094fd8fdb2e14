package batch

// These tests look at the sizes of the batches, which only the package
// sees.

import (
	"fmt"
	"strings"
	"testing"
)

// Batches are as large as they can be while every worker has several left
// to do, and smaller towards the end of a file, or at the start of an input
// of unknown length.
func TestBatchSizes(t *testing.T) {
	sizes := func(bs batchSizer, puzzles int) []int {
		var s []int
		for read := 0; read < puzzles; {
			n := min(bs.next(read), puzzles-read)
			s = append(s, n)
			read += n
		}
		return s
	}
	// The 375 puzzles of a 30,750-byte file on two workers.
	want := "[46 41 36 31 27 24 21 18 16 14 12 11 9 8 8 8 8 8 8 8 8 5]"
	if got := fmt.Sprint(sizes(batchSizer{workers: 2, total: 375}, 375)); got != want {
		t.Errorf("375 puzzles: batches %s, want %s", got, want)
	}
	// A million: the largest batches all along but for the last 2,048.
	s := sizes(batchSizer{workers: 2, total: 1e6}, 1e6)
	for i, n := range s {
		if n != MaxSize && i < (1000000-2048)/MaxSize {
			t.Fatalf("a million puzzles: batch %d has %d", i, n)
		}
	}
	// Unknown length: they grow from the smallest to the largest.
	s = sizes(batchSizer{workers: 2, total: -1}, 5000)
	if s[0] != minBatch || s[len(s)-2] != MaxSize {
		t.Errorf("5000 puzzles of unknown length: batches %v", s)
	}
	if bs := newBatchSizer(strings.NewReader("x"), 2); bs.total != -1 {
		t.Errorf("a reader of unknown length: %d puzzles", bs.total)
	}
}
