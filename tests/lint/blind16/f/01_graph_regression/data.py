import numpy as np


def make_graphs(num_graphs, seed=0):
    rng = np.random.default_rng(seed)
    graphs = []
    for _ in range(num_graphs):
        n = int(rng.integers(5, 12))
        e = int(rng.integers(n, 3 * n))
        graphs.append({
            "nodes": rng.normal(size=(n, 8)).astype(np.float32),
            "senders": rng.integers(0, n, size=e).astype(np.int32),
            "receivers": rng.integers(0, n, size=e).astype(np.int32),
            "y": np.float32(rng.normal()),
        })
    return graphs


def collate(graphs):
    nodes, senders, receivers, graph_ids, ys = [], [], [], [], []
    offset = 0
    for gi, g in enumerate(graphs):
        n = g["nodes"].shape[0]
        nodes.append(g["nodes"])
        senders.append(g["senders"] + offset)
        receivers.append(g["receivers"] + offset)
        graph_ids.append(np.full(n, gi, dtype=np.int32))
        ys.append(g["y"])
        offset += n
    return {
        "nodes": np.concatenate(nodes),
        "senders": np.concatenate(senders),
        "receivers": np.concatenate(receivers),
        "graph_ids": np.concatenate(graph_ids),
        "y": np.stack(ys),
    }


def batches(graphs, batch_size):
    for i in range(0, len(graphs) - batch_size + 1, batch_size):
        yield collate(graphs[i:i + batch_size])
