import jax
import jax.numpy as jnp


def linear_ramp(step, warmup):
    return jnp.asarray(min(1, step / warmup), dtype=jnp.float32)


class AugmentedStream:
    """Yields augmented image batches, ramping augmentation in over the first batches."""

    def __init__(self, images, batch_size, warmup_batches, augment_fn, seed=0):
        self.images = images
        self.batch_size = batch_size
        self.warmup_batches = warmup_batches
        self.augment_fn = augment_fn
        self.key = jax.random.PRNGKey(seed)

    def __iter__(self):
        n = len(self.images) // self.batch_size
        for step in range(n):
            batch = self.images[step * self.batch_size:(step + 1) * self.batch_size]
            self.key, sub = jax.random.split(self.key)
            yield self.augment_fn(batch, sub, linear_ramp(step, self.warmup_batches))
