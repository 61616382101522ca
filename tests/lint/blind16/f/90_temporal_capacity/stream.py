import numpy as np


class InteractionStream:
    """Edges arrive day by day; the model sees all edges seen so far."""

    def __init__(self, n_nodes=100, per_day=60, days=6, seed=0):
        rng = np.random.default_rng(seed)
        self.n_nodes = n_nodes
        self.daily = [rng.integers(0, n_nodes, size=(per_day + 5 * d, 2)).astype(np.int32)
                      for d in range(days)]
        self.capacity = sum(len(d) for d in self.daily)

    def snapshots(self):
        edges = np.zeros((self.capacity, 2), np.int32)
        valid = np.zeros(self.capacity, np.float32)
        used = 0
        for day, new_edges in enumerate(self.daily):
            edges[used:used + len(new_edges)] = new_edges
            valid[used:used + len(new_edges)] = 1.0
            used += len(new_edges)
            yield day, edges.copy(), valid.copy()
