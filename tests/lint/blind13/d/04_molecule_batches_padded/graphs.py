from dataclasses import dataclass

import numpy as np

MAX_NODES = 48
MAX_EDGES = 112


@dataclass
class GraphBatch:
    nodes: np.ndarray
    senders: np.ndarray
    receivers: np.ndarray
    graph_ids: np.ndarray
    targets: np.ndarray
    graph_mask: np.ndarray


def random_molecule(rng, n_feat):
    n = int(rng.integers(4, 12))
    src = np.arange(n)
    dst = (src + 1) % n
    extra = rng.integers(0, n, size=(2, int(rng.integers(0, 4))))
    s = np.concatenate([src, dst, extra[0]])
    r = np.concatenate([dst, src, extra[1]])
    x = rng.normal(size=(n, n_feat)).astype(np.float32)
    return x, s, r, float(x[:, 0].sum())


def _pad(a, size, fill):
    out = np.full((size,) + a.shape[1:], fill, dtype=a.dtype)
    out[:len(a)] = a
    return out


def collate_padded(mols, batch_size):
    xs, ss, rs, gids, ys = [], [], [], [], []
    offset = 0
    for g, (x, s, r, y) in enumerate(mols):
        xs.append(x)
        ss.append(s + offset)
        rs.append(r + offset)
        gids.append(np.full(len(x), g, dtype=np.int32))
        ys.append(y)
        offset += len(x)
    pad_node = MAX_NODES - 1          # padding edges all point at the last (dummy) node
    pad_graph = batch_size            # padding nodes go to an extra dummy graph
    nodes = _pad(np.concatenate(xs), MAX_NODES, 0.0)
    senders = _pad(np.concatenate(ss).astype(np.int32), MAX_EDGES, pad_node)
    receivers = _pad(np.concatenate(rs).astype(np.int32), MAX_EDGES, pad_node)
    graph_ids = _pad(np.concatenate(gids), MAX_NODES, pad_graph)
    targets = _pad(np.asarray(ys, dtype=np.float32), batch_size, 0.0)
    mask = _pad(np.ones(len(mols), dtype=np.float32), batch_size, 0.0)
    return GraphBatch(nodes, senders, receivers, graph_ids, targets, mask)


def iterate_batches(dataset, batch_size):
    for i in range(0, len(dataset), batch_size):
        yield collate_padded(dataset[i:i + batch_size], batch_size)
