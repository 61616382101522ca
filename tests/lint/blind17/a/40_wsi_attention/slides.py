import numpy as np

MAX_REGIONS = 6


def tissue_regions(rng, n_slides, embed_dim=16, patches_per_region=8):
    for _ in range(n_slides):
        n_regions = int(rng.integers(2, 6))
        regions = np.zeros((MAX_REGIONS, patches_per_region, embed_dim), np.float32)
        regions[:n_regions] = rng.normal(size=(n_regions, patches_per_region, embed_dim))
        mask = np.arange(MAX_REGIONS) < n_regions
        yield (regions, mask), float(rng.integers(0, 2))
