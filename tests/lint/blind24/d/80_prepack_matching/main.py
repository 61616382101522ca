import numpy as np

from brands import BRAND_CONFIG, target_mix_for
from optimise import size_pack_gap

rng = np.random.default_rng(80)
packs = rng.integers(1, 6, (30, 5)).astype(np.float32)
for brand in BRAND_CONFIG:
    history = rng.poisson([4, 9, 12, 8, 3], (52, 5))
    gaps = size_pack_gap(packs, target_mix_for(brand, history))
    print(brand, "best prepack", packs[int(np.argmin(np.asarray(gaps)))].astype(int).tolist())
