package main

import (
	"errors"
	"runtime"
	"syscall"
	"unsafe"
)

// sysRenameat2 is the number of the renameat2 system call, which the
// syscall package does not name on every architecture; 0 where unknown.
var sysRenameat2 = map[string]uintptr{
	"386": 353, "amd64": 316, "arm": 382, "arm64": 276, "loong64": 276,
	"ppc64": 357, "ppc64le": 357, "riscv64": 276, "s390x": 347,
}[runtime.GOARCH]

// exchangeFiles swaps the names of the files a and b with renameat2 and
// RENAME_EXCHANGE (Linux 3.15; ext4, xfs, btrfs and tmpfs among others).
func exchangeFiles(a, b string) error {
	const (
		atFDCWD        = -100 // relative to the working directory
		renameExchange = 1 << 1
	)
	if sysRenameat2 == 0 {
		return errors.ErrUnsupported
	}
	pa, err := syscall.BytePtrFromString(a)
	if err != nil {
		return err
	}
	pb, err := syscall.BytePtrFromString(b)
	if err != nil {
		return err
	}
	cwd := atFDCWD
	_, _, errno := syscall.Syscall6(sysRenameat2, uintptr(cwd), uintptr(unsafe.Pointer(pa)),
		uintptr(cwd), uintptr(unsafe.Pointer(pb)), renameExchange, 0)
	if errno != 0 {
		return errno
	}
	return nil
}
