import numpy as np


def sar_tiles(n=48, size=16, seed=6):
    """Synthetic Sentinel-1 backscatter tiles with a calving-front mask (ice=1, ocean=0)."""
    rng = np.random.default_rng(seed)
    xx = np.arange(size)[None, :].repeat(size, 0)
    tiles, masks = [], []
    for _ in range(n):
        front = rng.integers(4, 12) + rng.normal(0, 1.0, (size, 1)).cumsum(0).round()
        ice = (xx < front).astype(np.float32)
        sigma0 = np.where(ice > 0, -8.0, -18.0) + rng.normal(0, 2.5, (size, size))
        tiles.append(((sigma0 + 13.0) / 5.0)[..., None].astype(np.float32))
        masks.append(ice)
    return np.stack(tiles), np.stack(masks)
