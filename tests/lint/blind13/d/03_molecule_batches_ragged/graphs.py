from dataclasses import dataclass

import numpy as np


@dataclass
class GraphBatch:
    nodes: np.ndarray      # [total_nodes, F]
    senders: np.ndarray    # [total_edges]
    receivers: np.ndarray  # [total_edges]
    graph_ids: np.ndarray  # [total_nodes]
    targets: np.ndarray    # [n_graphs]


def random_molecule(rng, n_feat):
    n = int(rng.integers(4, 12))
    # ring plus a few random bonds
    src = np.arange(n)
    dst = (src + 1) % n
    extra = rng.integers(0, n, size=(2, int(rng.integers(0, 4))))
    s = np.concatenate([src, dst, extra[0]])
    r = np.concatenate([dst, src, extra[1]])
    x = rng.normal(size=(n, n_feat)).astype(np.float32)
    return x, s, r, float(x[:, 0].sum())


def collate(mols):
    xs, ss, rs, gids, ys = [], [], [], [], []
    offset = 0
    for g, (x, s, r, y) in enumerate(mols):
        xs.append(x)
        ss.append(s + offset)
        rs.append(r + offset)
        gids.append(np.full(len(x), g, dtype=np.int32))
        ys.append(y)
        offset += len(x)
    return GraphBatch(np.concatenate(xs), np.concatenate(ss).astype(np.int32),
                      np.concatenate(rs).astype(np.int32), np.concatenate(gids),
                      np.asarray(ys, dtype=np.float32))


def iterate_batches(dataset, batch_size):
    for i in range(0, len(dataset), batch_size):
        yield collate(dataset[i:i + batch_size])
