import numpy as np

NODES, EDGES, GRAPHS = 60, 120, 6


def padded_batch(rng):
    per = (NODES - 1) // GRAPHS
    x = np.zeros((NODES, 7), np.float32)
    x[:per * GRAPHS] = rng.normal(size=(per * GRAPHS, 7))
    off = np.repeat(np.arange(GRAPHS) * per, EDGES // GRAPHS)
    s = (rng.integers(0, per, EDGES) + off).astype(np.int32)
    r = (rng.integers(0, per, EDGES) + off).astype(np.int32)
    gid = np.full(NODES, GRAPHS, np.int32)
    gid[:per * GRAPHS] = np.repeat(np.arange(GRAPHS), per)
    y = rng.integers(0, 2, GRAPHS).astype(np.int32)
    return (x, s, r, gid, y)
