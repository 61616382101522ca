import collections

import jax
import numpy as np


def make_images(n=64, size=12, num_classes=4, seed=0):
    rng = np.random.default_rng(seed)
    images = rng.uniform(size=(n, size, size, 3)).astype(np.float32)
    labels = rng.integers(0, num_classes, size=n).astype(np.int32)
    return images, labels


class CachedLoader:
    """Keeps recently used batches on device; cache misses come from host memory."""

    def __init__(self, images, labels, batch_size, cache_size=2):
        self.images, self.labels = images, labels
        self.batch_size = batch_size
        self.cache = collections.OrderedDict()
        self.cache_size = cache_size

    def __iter__(self):
        for start in range(0, len(self.images), self.batch_size):
            if start in self.cache:
                yield self.cache[start]
                continue
            batch = (self.images[start:start + self.batch_size], self.labels[start:start + self.batch_size])
            if len(self.cache) < self.cache_size:
                self.cache[start] = jax.device_put(batch)
            yield batch
