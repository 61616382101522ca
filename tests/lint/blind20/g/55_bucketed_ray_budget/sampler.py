import numpy as np


class DynamicRayBudget:
    """Keeps the number of samples per step near a target; ray counts are rounded up to powers of two."""

    def __init__(self, target_samples=4096, init_rays=256):
        self.target_samples = target_samples
        self.num_rays = init_rays

    def update(self, samples_per_ray):
        wanted = self.target_samples // samples_per_ray
        self.num_rays = 1 << (wanted - 1).bit_length()
        return self.num_rays


def sample_rays(rng, pool_o, pool_d, pool_rgb, n):
    idx = rng.integers(pool_o.shape[0], size=n)
    return pool_o[idx], pool_d[idx], pool_rgb[idx]
