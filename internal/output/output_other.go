//go:build !(linux && (amd64 || arm64))

package output

import (
	"errors"
	"io/fs"
	"os"
)

// exchangeFiles reports that files cannot be swapped atomically here, so
// replace renames.
func exchangeFiles(a, b string) error {
	return errors.ErrUnsupported
}

// createUnnamed reports that files without a name cannot be made here, so
// outputs are written under a temporary name.
func createUnnamed(dir string, perm fs.FileMode) (*os.File, error) {
	return nil, errors.ErrUnsupported
}

// linkUnnamed is not called where createUnnamed fails.
func linkUnnamed(f *os.File, name string) error {
	return errors.ErrUnsupported
}

// preallocate reports that room on disk cannot be made ahead here.
func preallocate(f *os.File, size int64) error {
	return errors.ErrUnsupported
}

// HugeBuffer returns n zero bytes, and a function to call when they are
// no longer used.
func HugeBuffer(n int) (b []byte, free func()) { return make([]byte, n), func() {} }
