//go:build linux && (amd64 || arm64)

package output_test

import (
	"testing"
	"unsafe"

	"sudoku/internal/output"
)

// HugeBuffer gives n zero bytes, no more room than that, and a buffer of
// 1 MB or more at a 2 MB boundary, where huge pages can back it. The bytes
// can be written, and free can be called twice.
func TestHugeBuffer(t *testing.T) {
	const huge = 2 << 20
	for _, n := range []int{0, 1, huge/2 - 1, huge / 2, huge, 3*huge + 12345} {
		b, free := output.HugeBuffer(n)
		if len(b) != n || cap(b) != n {
			t.Errorf("hugeBuffer(%d): len %d, cap %d", n, len(b), cap(b))
		}
		for i, c := range b {
			if c != 0 {
				t.Fatalf("hugeBuffer(%d): byte %d is %d", n, i, c)
			}
			b[i] = byte(i)
		}
		for i, c := range b {
			if c != byte(i) {
				t.Fatalf("hugeBuffer(%d): byte %d reads %d after %d was written", n, i, c, byte(i))
			}
		}
		if n >= huge/2 {
			if at := uintptr(unsafe.Pointer(&b[0])) % huge; at != 0 {
				t.Errorf("hugeBuffer(%d) starts %d bytes past a 2 MB boundary", n, at)
			}
		}
		free()
		free()
	}
}
