import jax.numpy as jnp
import flax.linen as nn


class WindowedNeRF(nn.Module):
    num_freqs: int = 6
    window: float = 1.0

    @nn.compact
    def __call__(self, x):
        k = jnp.arange(self.num_freqs)
        w = 0.5 * (1.0 - jnp.cos(jnp.pi * jnp.clip(self.window * self.num_freqs - k, 0.0, 1.0)))
        ang = x[..., None] * (2.0 ** k)
        enc = jnp.concatenate([w * jnp.sin(ang), w * jnp.cos(ang)], -1).reshape(*x.shape[:-1], -1)
        h = nn.relu(nn.Dense(32)(jnp.concatenate([x, enc], -1)))
        return nn.Dense(3)(h)
