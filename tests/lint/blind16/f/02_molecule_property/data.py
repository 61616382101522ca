import numpy as np

MAX_NODES_PER_GRAPH = 12
MAX_EDGES_PER_GRAPH = 36


def make_graphs(num_graphs, seed=0):
    rng = np.random.default_rng(seed)
    graphs = []
    for _ in range(num_graphs):
        n = int(rng.integers(5, MAX_NODES_PER_GRAPH))
        e = int(rng.integers(n, 3 * n))
        graphs.append({
            "nodes": rng.normal(size=(n, 8)).astype(np.float32),
            "senders": rng.integers(0, n, size=e).astype(np.int32),
            "receivers": rng.integers(0, n, size=e).astype(np.int32),
            "y": np.float32(rng.normal()),
        })
    return graphs


def collate(graphs, batch_size):
    n_pad = batch_size * MAX_NODES_PER_GRAPH + 1
    e_pad = batch_size * MAX_EDGES_PER_GRAPH
    nodes = np.zeros((n_pad, 8), np.float32)
    # padding edges point at the last (dummy) node
    senders = np.full(e_pad, n_pad - 1, np.int32)
    receivers = np.full(e_pad, n_pad - 1, np.int32)
    # dummy node is pooled into an extra graph slot that the loss ignores
    graph_ids = np.full(n_pad, batch_size, np.int32)
    ys = np.zeros(batch_size, np.float32)
    n_off = e_off = 0
    for gi, g in enumerate(graphs):
        n, e = g["nodes"].shape[0], g["senders"].shape[0]
        nodes[n_off:n_off + n] = g["nodes"]
        senders[e_off:e_off + e] = g["senders"] + n_off
        receivers[e_off:e_off + e] = g["receivers"] + n_off
        graph_ids[n_off:n_off + n] = gi
        ys[gi] = g["y"]
        n_off += n
        e_off += e
    return {"nodes": nodes, "senders": senders, "receivers": receivers,
            "graph_ids": graph_ids, "y": ys}


def batches(graphs, batch_size):
    for i in range(0, len(graphs) - batch_size + 1, batch_size):
        yield collate(graphs[i:i + batch_size], batch_size)
