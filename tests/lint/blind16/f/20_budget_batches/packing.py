import numpy as np

NODE_BUDGET = 64
EDGE_BUDGET = 192
GRAPH_BUDGET = 8


def random_graphs(count, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(count):
        n = int(rng.integers(4, 16))
        e = int(rng.integers(n, 2 * n))
        out.append((rng.normal(size=(n, 6)).astype(np.float32),
                    rng.integers(0, n, size=(2, e)).astype(np.int32),
                    np.float32(rng.random() > 0.5)))
    return out


def pack(graphs):
    """Greedily pack graphs into preset node/edge/graph budgets."""
    batch, n_used, e_used = [], 0, 0
    for g in graphs:
        n, e = g[0].shape[0], g[1].shape[1]
        full = len(batch) == GRAPH_BUDGET
        if batch and (full or n_used + n > NODE_BUDGET - 1 or e_used + e > EDGE_BUDGET):
            yield to_arrays(batch)
            batch, n_used, e_used = [], 0, 0
        batch.append(g)
        n_used += n
        e_used += e
    if batch:
        yield to_arrays(batch)


def to_arrays(batch):
    nodes = np.zeros((NODE_BUDGET, 6), np.float32)
    edges = np.full((2, EDGE_BUDGET), NODE_BUDGET - 1, np.int32)
    node_graph = np.full(NODE_BUDGET, GRAPH_BUDGET, np.int32)
    labels = np.zeros(GRAPH_BUDGET, np.float32)
    graph_mask = np.zeros(GRAPH_BUDGET, np.float32)
    n_off = e_off = 0
    for gi, (x, ei, y) in enumerate(batch):
        n, e = x.shape[0], ei.shape[1]
        nodes[n_off:n_off + n] = x
        edges[:, e_off:e_off + e] = ei + n_off
        node_graph[n_off:n_off + n] = gi
        labels[gi] = y
        graph_mask[gi] = 1.0
        n_off += n
        e_off += e
    return {"nodes": nodes, "edges": edges, "node_graph": node_graph,
            "labels": labels, "graph_mask": graph_mask}
