import jax.numpy as jnp
from flax import nnx


class RunningObsNormalizer(nnx.Module):
    def __init__(self, obs_dim, clip=5.0):
        self.mean = nnx.BatchStat(jnp.zeros(obs_dim))
        self.var = nnx.BatchStat(jnp.ones(obs_dim))
        self.count = nnx.BatchStat(jnp.zeros((), jnp.float32))
        self.clip = clip

    def update(self, batch):
        b_mean, b_var, b_n = batch.mean(0), batch.var(0), batch.shape[0]
        count = self.count.value
        total = count + b_n
        delta = b_mean - self.mean.value
        self.mean.value = self.mean.value + delta * b_n / total
        m2 = self.var.value * count + b_var * b_n + delta ** 2 * count * b_n / total
        self.var.value = m2 / total
        self.count.value = total

    def __call__(self, obs):
        return jnp.clip((obs - self.mean.value) / jnp.sqrt(self.var.value + 1e-8),
                        -self.clip, self.clip)


@nnx.jit
def normalize_batch(normalizer: RunningObsNormalizer, obs):
    normalizer.update(obs)
    return normalizer(obs)
