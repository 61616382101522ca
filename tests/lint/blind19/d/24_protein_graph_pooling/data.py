import numpy as np

MAX_RESIDUES = 40
K_NEIGHBORS = 4


def random_protein(rng):
    n = int(rng.integers(25, MAX_RESIDUES + 1))
    coords = np.cumsum(rng.normal(size=(n, 3)), axis=0).astype(np.float32)
    aa = rng.integers(0, 20, n)
    return coords, aa, float(rng.random() < 0.5)


def knn_graph(coords, k):
    d = np.linalg.norm(coords[:, None] - coords[None], axis=-1)
    np.fill_diagonal(d, np.inf)
    nbrs = np.argsort(d, axis=1)[:, :k]
    return np.repeat(np.arange(len(coords)), k), nbrs.reshape(-1)


def to_example(coords, aa, label):
    n = len(aa)
    senders, receivers = knn_graph(coords, K_NEIGHBORS)
    feats = np.eye(20, dtype=np.float32)[aa]
    pad = MAX_RESIDUES - n
    node_mask = np.zeros(MAX_RESIDUES, np.float32)
    node_mask[:n] = 1.0
    if pad:
        feats = np.concatenate([feats, np.zeros((pad, 20), np.float32)])
        e_pad = pad * K_NEIGHBORS
        senders = np.concatenate([senders, np.full(e_pad, n)])
        receivers = np.concatenate([receivers, np.full(e_pad, n)])
    return {"feats": feats, "mask": node_mask, "senders": senders.astype(np.int32),
            "receivers": receivers.astype(np.int32), "label": np.float32(label)}
