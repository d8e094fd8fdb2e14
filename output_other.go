//go:build !(linux && (amd64 || arm64))

package main

import "errors"

// exchangeFiles reports that files cannot be swapped atomically here, so
// replace renames.
func exchangeFiles(a, b string) error {
	return errors.ErrUnsupported
}
