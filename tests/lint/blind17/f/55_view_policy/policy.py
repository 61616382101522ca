import jax
import jax.numpy as jnp


class ViewPolicy:
    def __init__(self, noise, drop_prob):
        self.noise = noise
        self.drop_prob = drop_prob

    def apply(self, key, x):
        k1, k2 = jax.random.split(key)
        x = x + self.noise * jax.random.normal(k1, x.shape)
        keep = jax.random.bernoulli(k2, 1.0 - self.drop_prob, x.shape)
        return jnp.where(keep, x, 0.0)


def policy_for_epoch(epoch, total):
    frac = epoch / max(total - 1, 1)
    return ViewPolicy(noise=0.05 + 0.1 * frac, drop_prob=0.1)
