import jax
import numpy as np

from sampler import LatentSampler


def log_samples(epoch, decoder, params, latent_dim, key):
    sampler = LatentSampler(decoder, latent_dim)
    grid = sampler.sample(params, key, 16)
    grid = np.asarray(grid).reshape(4, 4, 8, 8)
    print(f"epoch {epoch}: sample grid mean {grid.mean():.3f}")
