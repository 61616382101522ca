import numpy as np


def tissue_regions(rng, n_slides, embed_dim=16, patches_per_region=8):
    for _ in range(n_slides):
        n_regions = int(rng.integers(2, 6))
        regions = [rng.normal(size=(patches_per_region, embed_dim)).astype(np.float32)
                   for _ in range(n_regions)]
        yield regions, float(rng.integers(0, 2))
