from itertools import islice

import numpy as np


def daily_edge_log(rng, n_nodes, day):
    n_events = int(rng.integers(100, 220))
    src = rng.integers(0, n_nodes, n_events)
    dst = (src + rng.integers(1, 4, n_events)) % n_nodes
    if day == 2:
        dst[:10] = rng.integers(0, n_nodes, 10)
    for s, d in zip(src, dst):
        yield int(s), int(d)


def chunked(events, size):
    it = iter(events)
    while True:
        chunk = list(islice(it, size))
        if not chunk:
            return
        yield np.asarray(chunk, dtype=np.int32)
