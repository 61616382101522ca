import numpy as np

WINDOW, STRIDE, N_SYSCALLS = 16, 8, 32
MAX_WINDOWS = 24


def host_traces(rng, n_hosts):
    for h in range(n_hosts):
        length = int(rng.integers(60, 200))
        yield f"host-{h}", rng.integers(0, N_SYSCALLS, size=length).astype(np.int32)


def sliding_windows(trace):
    starts = list(range(0, len(trace) - WINDOW + 1, STRIDE))[:MAX_WINDOWS]
    out = np.zeros((MAX_WINDOWS, WINDOW), dtype=np.int32)
    valid = np.zeros(MAX_WINDOWS, dtype=bool)
    for i, s in enumerate(starts):
        out[i] = trace[s:s + WINDOW]
        valid[i] = True
    return out, valid
