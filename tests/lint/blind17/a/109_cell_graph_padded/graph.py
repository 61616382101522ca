import numpy as np

MAX_EDGES = 1024


def radius_edges(coords, radius=0.15, max_edges=MAX_EDGES):
    n = coords.shape[0]
    d = np.sqrt(((coords[:, None] - coords[None]) ** 2).sum(-1))
    src, dst = np.nonzero((d < radius) & (d > 0))
    src, dst = src[:max_edges], dst[:max_edges]
    pad = max_edges - src.shape[0]
    src = np.concatenate([src, np.zeros(pad, np.int64)]).astype(np.int32)
    dst = np.concatenate([dst, np.full(pad, n, np.int64)]).astype(np.int32)
    return src, dst


def tissue_sections(rng, n_sections, n_cells=60, n_genes=16):
    for _ in range(n_sections):
        coords = rng.random((n_cells, 2)).astype(np.float32)
        feats = rng.poisson(1.0, size=(n_cells, n_genes)).astype(np.float32)
        yield feats, radius_edges(coords)
