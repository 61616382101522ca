import numpy as np

from sampler import LatentSampler


class SampleLogger:
    def __init__(self, decoder, latent_dim, n=16):
        self.sampler = LatentSampler(decoder, latent_dim)
        self.n = n

    def __call__(self, epoch, params, key):
        grid = self.sampler.sample(params, key, self.n)
        grid = np.asarray(grid).reshape(4, 4, 8, 8)
        print(f"epoch {epoch}: sample grid mean {grid.mean():.3f}")
