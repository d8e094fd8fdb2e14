//go:build !linux

package parallel

// BatchScheduling leaves the threads' scheduling as it is: the batch
// policy it sets on Linux has no equivalent here.
func BatchScheduling() {}
