//go:build linux && (amd64 || arm64)

package output

import (
	"io/fs"
	"os"
	"runtime"
	"strconv"
	"sync"
	"syscall"
	"unsafe"
)

// sysRenameat2 is the number of renameat2, which the syscall package lists
// for arm64 but not for amd64.
var sysRenameat2 uintptr = map[string]uintptr{"amd64": 316, "arm64": 276}[runtime.GOARCH]

// exchangeFiles swaps the files a and b with renameat2(RENAME_EXCHANGE).
// It fails with ENOENT if either is missing, and with EINVAL or ENOSYS where
// the file system or the kernel (before 3.15) cannot exchange.
func exchangeFiles(a, b string) error {
	const renameExchange = 2
	if err := pathCall(sysRenameat2, a, b, renameExchange); err != nil {
		return &os.LinkError{Op: "renameat2", Old: a, New: b, Err: err}
	}
	return nil
}

// pathCall makes the system call sys, which takes two paths, each after a
// directory, and flags (renameat2, linkat), with the paths a and b
// relative to the working directory.
func pathCall(sys uintptr, a, b string, flags uintptr) error {
	cwd := -100 // AT_FDCWD
	pa, err := syscall.BytePtrFromString(a)
	if err != nil {
		return err
	}
	pb, err := syscall.BytePtrFromString(b)
	if err != nil {
		return err
	}
	_, _, errno := syscall.Syscall6(sys, uintptr(cwd), uintptr(unsafe.Pointer(pa)),
		uintptr(cwd), uintptr(unsafe.Pointer(pb)), flags, 0)
	if errno != 0 {
		return errno
	}
	return nil
}

// createUnnamed creates a file in dir, to read and write, that has no
// name: nothing else can open it, and it goes with its last descriptor,
// however the program ends, unless linkUnnamed names it (O_TMPFILE, which
// ext4, xfs, btrfs and tmpfs have had since Linux 3.11 to 3.15). It fails
// where the kernel or the file system cannot make one, or where /proc,
// through which linkUnnamed names it, is missing.
func createUnnamed(dir string, perm fs.FileMode) (*os.File, error) {
	const oTmpfile = 0x400000 | syscall.O_DIRECTORY // __O_TMPFILE | O_DIRECTORY
	fd, err := syscall.Open(dir, oTmpfile|syscall.O_RDWR|syscall.O_CLOEXEC, uint32(perm))
	if err != nil {
		return nil, &os.PathError{Op: "open", Path: dir, Err: err}
	}
	f := os.NewFile(uintptr(fd), dir)
	if _, err := os.Stat(procPath(f)); err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// procPath returns the name under /proc of the file f.
func procPath(f *os.File) string { return "/proc/self/fd/" + strconv.Itoa(int(f.Fd())) }

// linkUnnamed gives f, made by createUnnamed, the name name, which must be
// free. It goes through /proc, as any user may: by f's descriptor alone
// (AT_EMPTY_PATH) needs a privilege before Linux 6.10.
func linkUnnamed(f *os.File, name string) error {
	const atSymlinkFollow = 0x400
	if err := pathCall(syscall.SYS_LINKAT, procPath(f), name, atSymlinkFollow); err != nil {
		return &os.LinkError{Op: "link", Old: procPath(f), New: name, Err: err}
	}
	return nil
}

// preallocate makes room on disk for size bytes of f, which writing them
// then takes less time for: on ext4 a fifth less than letting each write
// find room. It keeps the size of f, and fails on file systems that cannot
// preallocate, which do without.
func preallocate(f *os.File, size int64) error {
	const keepSize = 1 // FALLOC_FL_KEEP_SIZE
	return syscall.Fallocate(int(f.Fd()), keepSize, 0, size)
}

// HugeBuffer returns n zero bytes in huge pages where the system gives them
// on request (transparent huge pages in madvise mode, a common default):
// one page fault then fills 2 MB rather than 4 KB, and a buffer of
// megabytes takes a few faults rather than hundreds. From 1 MB, it maps
// whole huge pages itself, the first at a multiple of 2 MB, as huge pages
// start; advice refused leaves the pages small. Mapped apart from Go's
// heap, such a buffer does not bring on a garbage collection, which one of
// megabytes did at once in -c and -check, for 4–6% of their time. free
// gives the memory back; none of the buffer may be used after it, and it
// may be called more than once.
func HugeBuffer(n int) (b []byte, free func()) {
	const huge = 2 << 20
	const madvHugepage = 14 // MADV_HUGEPAGE
	if n < huge/2 {
		return make([]byte, n), func() {}
	}
	size := (n + huge - 1) &^ (huge - 1)
	m, err := syscall.Mmap(-1, 0, size+huge, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return make([]byte, n), func() {}
	}
	at := int(-uintptr(unsafe.Pointer(&m[0])) & (huge - 1))
	b = m[at : at+size]
	syscall.Madvise(b, madvHugepage)
	return b[:n:n], sync.OnceFunc(func() { syscall.Munmap(m) })
}
