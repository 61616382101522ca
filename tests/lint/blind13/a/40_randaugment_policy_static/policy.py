import jax
import jax.numpy as jnp


class RandAugmentPolicy:
    """A fixed number of ops applied at a given magnitude (0-10 scale)."""

    OPS = ("brightness", "contrast", "solarize", "posterize")

    def __init__(self, num_ops=2, magnitude=5):
        self.num_ops = num_ops
        self.magnitude = magnitude

    def apply(self, key, images):
        m = self.magnitude / 10.0
        keys = jax.random.split(key, self.num_ops)
        for k in keys:
            op = jax.random.randint(k, (), 0, len(self.OPS))
            images = jax.lax.switch(op, [
                lambda x: jnp.clip(x + 0.3 * m, 0, 1),
                lambda x: jnp.clip((x - x.mean()) * (1 + m) + x.mean(), 0, 1),
                lambda x: jnp.where(x > 1 - 0.5 * m, 1 - x, x),
                lambda x: jnp.floor(x * (8 - 4 * m)) / (8 - 4 * m),
            ], images)
        return images
