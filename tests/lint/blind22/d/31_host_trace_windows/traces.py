import numpy as np

WINDOW, STRIDE, N_SYSCALLS = 16, 8, 32


def host_traces(rng, n_hosts):
    for h in range(n_hosts):
        length = int(rng.integers(60, 200))
        yield f"host-{h}", rng.integers(0, N_SYSCALLS, size=length).astype(np.int32)


def sliding_windows(trace):
    starts = range(0, len(trace) - WINDOW + 1, STRIDE)
    return np.stack([trace[s:s + WINDOW] for s in starts])
