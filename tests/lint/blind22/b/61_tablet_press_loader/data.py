import jax
import jax.numpy as jnp
import numpy as np

FEATURE_MEAN = np.array([12.0, 250.0, 0.8, 35.0], dtype=np.float32)
FEATURE_STD = np.array([1.5, 20.0, 0.05, 4.0], dtype=np.float32)


def collate(samples):
    batch = np.stack(samples)
    scale = jax.jit(lambda b: (b - FEATURE_MEAN) / FEATURE_STD)
    return scale(batch)


def tablet_batches(seed, n_batches=5, batch_size=16):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        samples = [FEATURE_MEAN + FEATURE_STD * rng.normal(size=4).astype(np.float32)
                   for _ in range(batch_size)]
        yield collate(samples)
