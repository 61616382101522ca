import numpy as np

TOTAL_NODES = 64
TOTAL_EDGES = 128
GRAPHS_PER_BATCH = 4


def molecule_batch(rng):
    sizes = rng.integers(6, 15, GRAPHS_PER_BATCH)
    n_real = int(sizes.sum())
    x = np.zeros((TOTAL_NODES, 6), np.float32)
    x[:n_real] = rng.normal(size=(n_real, 6))
    s = np.full(TOTAL_EDGES, TOTAL_NODES - 1, np.int32)
    r = np.full(TOTAL_EDGES, TOTAL_NODES - 1, np.int32)
    off, e = 0, 0
    for n in sizes:
        k = 2 * int(n)
        s[e:e + k] = rng.integers(0, n, k) + off
        r[e:e + k] = rng.integers(0, n, k) + off
        off += int(n)
        e += k
    y = rng.normal(size=GRAPHS_PER_BATCH).astype(np.float32)
    n_node = tuple(int(n) for n in sizes) + (TOTAL_NODES - n_real,)
    return x, s, r, y, n_node
