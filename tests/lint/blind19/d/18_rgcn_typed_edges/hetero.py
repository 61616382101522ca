import numpy as np

RELATIONS = ("cites", "writes", "affiliated", "shares_venue")
EDGES_PER_REL = 32


def sample_subgraph(rng, n_nodes):
    """Sample a mini-batch of typed edges; relation lists are padded to EDGES_PER_REL."""
    edges = {}
    for rel in RELATIONS:
        k = int(rng.integers(0, EDGES_PER_REL))
        if rng.random() < 0.4:
            k = 0
        src = np.zeros(EDGES_PER_REL, np.int32)
        dst = np.zeros(EDGES_PER_REL, np.int32)
        w = np.zeros(EDGES_PER_REL, np.float32)
        src[:k] = rng.integers(0, n_nodes, k)
        dst[:k] = rng.integers(0, n_nodes, k)
        w[:k] = 1.0
        edges[rel] = (src, dst, w)
    return edges
