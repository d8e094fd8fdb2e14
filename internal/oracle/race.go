//go:build race

package oracle

// Race reports whether the tests run under the race detector, which makes
// some of them too slow to run whole.
const Race = true
