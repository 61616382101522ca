from itertools import islice

import numpy as np


def daily_edge_log(rng, n_nodes, day):
    n_events = int(rng.integers(100, 220))
    src = rng.integers(0, n_nodes, n_events)
    dst = (src + rng.integers(1, 4, n_events)) % n_nodes
    for s, d in zip(src, dst):
        yield int(s), int(d)


def chunked_padded(events, size):
    """islice chunks; the last one is padded with self-loops on node 0 and a zero weight."""
    it = iter(events)
    while True:
        chunk = list(islice(it, size))
        if not chunk:
            return
        edges = np.zeros((size, 2), np.int32)
        weight = np.zeros((size,), np.float32)
        edges[:len(chunk)] = chunk
        weight[:len(chunk)] = 1.0
        yield edges, weight
