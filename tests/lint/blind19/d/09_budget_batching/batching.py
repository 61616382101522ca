import numpy as np

NODE_BUDGET = 96
EDGE_BUDGET = 256


def make_dataset(n_graphs, seed=0):
    rng = np.random.default_rng(seed)
    data = []
    for _ in range(n_graphs):
        n = int(rng.integers(6, 30))
        e = 2 * n
        data.append((rng.normal(size=(n, 8)).astype(np.float32),
                     rng.integers(0, n, e), rng.integers(0, n, e),
                     float(rng.normal())))
    return data


def pack(graphs):
    x = np.zeros((NODE_BUDGET, 8), np.float32)
    snd = np.zeros(EDGE_BUDGET, np.int32)
    rcv = np.zeros(EDGE_BUDGET, np.int32)
    emask = np.zeros(EDGE_BUDGET, np.float32)
    gid = np.full(NODE_BUDGET, len(graphs), np.int32)
    y = np.zeros(len(graphs), np.float32)
    no = eo = 0
    for g, (feat, s, r, t) in enumerate(graphs):
        n, e = len(feat), len(s)
        x[no:no + n] = feat
        snd[eo:eo + e] = s + no
        rcv[eo:eo + e] = r + no
        emask[eo:eo + e] = 1.0
        gid[no:no + n] = g
        y[g] = t
        no += n
        eo += e
    return dict(x=x, senders=snd, receivers=rcv, edge_mask=emask, graph_id=gid, y=y)


def budget_batches(dataset):
    """Greedily fill each batch up to the node/edge budget."""
    cur, n_used, e_used = [], 0, 0
    for g in dataset:
        n, e = len(g[0]), len(g[1])
        if n_used + n >= NODE_BUDGET or e_used + e > EDGE_BUDGET:
            yield pack(cur), len(cur)
            cur, n_used, e_used = [], 0, 0
        cur.append(g)
        n_used += n
        e_used += e
    if cur:
        yield pack(cur), len(cur)
