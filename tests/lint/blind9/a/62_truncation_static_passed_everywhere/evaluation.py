import jax
import numpy as np

from sampling import generate


def sample_statistics(params, w_avg, key, truncation, num_batches=3, batch=16, latent=8):
    feats = []
    for _ in range(num_batches):
        key, sub = jax.random.split(key)
        z = jax.random.normal(sub, (batch, latent))
        images = generate(params, z, w_avg, truncation=truncation)
        feats.append(np.asarray(images).reshape(batch, -1))
    feats = np.concatenate(feats)
    return feats.mean(0), np.cov(feats, rowvar=False)
