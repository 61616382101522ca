import jax
import numpy as np

from augment import augment


class AugmentedStream:
    """Yields augmented image batches, ramping augmentation in over the first batches."""

    def __init__(self, images, batch_size, warmup_batches, seed=0):
        self.images = images
        self.batch_size = batch_size
        self.warmup_batches = warmup_batches
        self.key = jax.random.PRNGKey(seed)

    def strength(self, step):
        return min(1, step / self.warmup_batches)

    def __iter__(self):
        n = len(self.images) // self.batch_size
        for step in range(n):
            batch = self.images[step * self.batch_size:(step + 1) * self.batch_size]
            self.key, sub = jax.random.split(self.key)
            yield augment(batch, sub, self.strength(step))
