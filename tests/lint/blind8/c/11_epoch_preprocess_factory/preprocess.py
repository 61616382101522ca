import jax
import jax.numpy as jnp


def make_preprocess(clip_value, log_scale=True):
    def preprocess(x, mean, std):
        x = jnp.clip(x, -clip_value, clip_value)
        if log_scale:
            x = jnp.sign(x) * jnp.log1p(jnp.abs(x))
        return (x - mean) / std

    return jax.jit(preprocess)


class RunningStats:
    def __init__(self, dim):
        self.n = 0
        self.mean = jnp.zeros(dim)
        self.m2 = jnp.zeros(dim)

    def update(self, batch):
        for row in batch:
            self.n += 1
            delta = row - self.mean
            self.mean = self.mean + delta / self.n
            self.m2 = self.m2 + delta * (row - self.mean)

    @property
    def std(self):
        return jnp.sqrt(self.m2 / max(self.n - 1, 1)) + 1e-6
