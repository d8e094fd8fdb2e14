//go:build !linux

package main

import "errors"

// exchangeFiles would swap the names of two files; commit renames instead.
func exchangeFiles(a, b string) error {
	return errors.ErrUnsupported
}
