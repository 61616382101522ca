import numpy as np

N_NODES = 10
N_EDGES = 24


def random_graph(rng):
    """Padded molecular graph padded to N_NODES nodes and N_EDGES edges."""
    n = int(rng.integers(4, N_NODES))
    species = np.zeros(N_NODES, np.int32)
    species[:n] = rng.integers(1, 6, size=n)
    senders = rng.integers(0, n, size=N_EDGES).astype(np.int32)
    receivers = rng.integers(0, n, size=N_EDGES).astype(np.int32)
    node_mask = (np.arange(N_NODES) < n).astype(np.float32)
    target = np.float32(0.3 * species.sum())
    return {"species": species, "senders": senders, "receivers": receivers,
            "node_mask": node_mask, "target": target}
