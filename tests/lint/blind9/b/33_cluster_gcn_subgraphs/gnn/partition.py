import numpy as np


def stochastic_block_graph(sizes, p_in, p_out, n_feat, seed=0):
    rng = np.random.default_rng(seed)
    labels = np.repeat(np.arange(len(sizes)), sizes)
    n = len(labels)
    same = labels[:, None] == labels[None, :]
    prob = np.where(same, p_in, p_out)
    adj = np.triu(rng.random((n, n)) < prob, 1)
    senders, receivers = np.nonzero(adj | adj.T)
    x = rng.normal(size=(n, n_feat)).astype(np.float32)
    y = (x[:, 0] + 0.5 * labels > 1.0).astype(np.int32)
    return x, y, senders, receivers, labels


def induced_subgraphs(x, y, senders, receivers, clusters):
    """Cluster-GCN style: one subgraph per cluster, keeping intra-cluster edges only."""
    for c in np.unique(clusters):
        nodes = np.nonzero(clusters == c)[0]
        local = -np.ones(len(clusters), np.int64)
        local[nodes] = np.arange(len(nodes))
        keep = (local[senders] >= 0) & (local[receivers] >= 0)
        yield (x[nodes], y[nodes],
               local[senders[keep]].astype(np.int32), local[receivers[keep]].astype(np.int32))
