//go:build !linux

package progress

import "os"

// IsTerminal reports whether f is a terminal, here by a guess the standard
// library allows: a character device other than the null device.
func IsTerminal(f *os.File) bool {
	fi, err := f.Stat()
	if err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(fi, null)
}
