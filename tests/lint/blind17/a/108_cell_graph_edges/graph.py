import numpy as np


def radius_edges(coords, radius=0.15):
    d = np.sqrt(((coords[:, None] - coords[None]) ** 2).sum(-1))
    src, dst = np.nonzero((d < radius) & (d > 0))
    return src.astype(np.int32), dst.astype(np.int32)


def tissue_sections(rng, n_sections, n_cells=60, n_genes=16):
    for _ in range(n_sections):
        coords = rng.random((n_cells, 2)).astype(np.float32)
        feats = rng.poisson(1.0, size=(n_cells, n_genes)).astype(np.float32)
        yield feats, radius_edges(coords)
