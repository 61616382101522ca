import numpy as np

PAD_NODES = 24
PAD_EDGES = 48


def make_pool(n, rng):
    pool = []
    for _ in range(n):
        k = int(rng.integers(4, PAD_NODES + 1))
        x = np.zeros((PAD_NODES, 4), np.float32)
        x[:k] = rng.normal(size=(k, 4))
        s = np.full(PAD_EDGES, PAD_NODES - 1, np.int32)
        r = np.full(PAD_EDGES, PAD_NODES - 1, np.int32)
        s[:2 * k] = rng.integers(0, k, 2 * k)
        r[:2 * k] = rng.integers(0, k, 2 * k)
        pool.append({"x": x, "s": s, "r": r, "n": k, "y": np.float32(k / PAD_NODES)})
    return pool


def curriculum_stack(pool, max_nodes):
    """Stack every graph that fits the current size limit along a leading axis."""
    chosen = [g for g in pool if g["n"] <= max_nodes]
    return {key: np.stack([g[key] for g in chosen]) for key in ("x", "s", "r", "y")}
