import jax.numpy as jnp
import numpy as np


class HalfPrecisionLoader:
    def __init__(self, images, labels, batch_size, dtype=jnp.bfloat16):
        self.images, self.labels = images, labels
        self.batch_size = batch_size
        self.dtype = dtype

    def __iter__(self):
        for i in range(0, len(self.images), self.batch_size):
            x = jnp.asarray(self.images[i:i + self.batch_size], dtype=self.dtype)
            yield x, self.labels[i:i + self.batch_size]


def synthetic(n, seed):
    rng = np.random.default_rng(seed)
    return rng.normal(size=(n, 8, 8, 3)).astype(np.float32), rng.integers(0, 4, size=n).astype(np.int32)
