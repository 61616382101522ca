from typing import NamedTuple, Optional

import numpy as np

N_PAD, E_PAD = 40, 120


class Graph(NamedTuple):
    nodes: np.ndarray
    senders: np.ndarray
    receivers: np.ndarray
    edge_attr: Optional[np.ndarray]
    target: np.ndarray


def random_graph(rng, with_bonds):
    n, e = int(rng.integers(10, N_PAD)), int(rng.integers(20, E_PAD))
    nodes = np.zeros((N_PAD, 8), np.float32)
    nodes[:n] = rng.normal(size=(n, 8))
    senders = np.full(E_PAD, N_PAD - 1, np.int32)
    receivers = np.full(E_PAD, N_PAD - 1, np.int32)
    senders[:e] = rng.integers(0, n, e)
    receivers[:e] = rng.integers(0, n, e)
    edge_attr = None
    if with_bonds:
        edge_attr = np.zeros((E_PAD, 4), np.float32)
        edge_attr[:e] = np.eye(4)[rng.integers(0, 4, e)]
    return Graph(nodes, senders, receivers, edge_attr, np.float32(n / N_PAD))


def load_molecules(count=24, seed=0):
    """Some records come without bond annotations."""
    rng = np.random.default_rng(seed)
    return [random_graph(rng, with_bonds=rng.random() > 0.25) for _ in range(count)]
