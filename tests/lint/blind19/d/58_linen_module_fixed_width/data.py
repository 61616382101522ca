import numpy as np

NODES = 20
TABLE_WIDTH = 8


def neighbour_table(rng):
    x = rng.normal(size=(NODES, 5)).astype(np.float32)
    density = int(rng.integers(2, TABLE_WIDTH + 1))
    deg = rng.integers(1, density + 1, NODES)
    table = np.zeros((NODES, TABLE_WIDTH), np.int32)
    mask = np.zeros((NODES, TABLE_WIDTH), np.float32)
    for v in range(NODES):
        table[v, :deg[v]] = rng.integers(0, NODES, deg[v])
        mask[v, :deg[v]] = 1.0
    return x, table, mask, int(deg.max()), np.float32(deg.mean())
