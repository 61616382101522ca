import numpy as np

N_NODES, N_EDGES = 50, 150


def _graph(rng):
    x = rng.normal(size=(N_NODES, 6)).astype(np.float32)
    e = rng.integers(0, N_NODES, (N_EDGES, 2)).astype(np.int32)
    y = rng.integers(0, 2, N_NODES).astype(np.int32)
    return x, e, y


def load_pyg_style(rng):
    """PyG exports store edge_index as [2, num_edges]."""
    x, e, y = _graph(rng)
    return {"x": x, "edge_index": np.ascontiguousarray(e.T), "y": y}


def load_edge_list(rng):
    """CSV exports store one (src, dst) row per edge."""
    x, e, y = _graph(rng)
    return {"x": x, "edge_index": e, "y": y}


def shards(rng, n):
    for i in range(n):
        yield load_pyg_style(rng) if i % 3 else load_edge_list(rng)
