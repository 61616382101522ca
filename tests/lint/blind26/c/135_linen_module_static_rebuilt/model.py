from functools import partial
import jax
import jax.numpy as jnp
import flax.linen as nn


class ArticulatoryRegressor(nn.Module):
    """Maps MFCC frames to 6 EMA sensor coordinates (acoustic-to-articulatory inversion)."""
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        return nn.Dense(6)(nn.tanh(nn.Dense(self.hidden)(x)))


@partial(jax.jit, static_argnums=(0,))
def inversion_step(model, params, x, ema):
    def lf(p):
        return jnp.mean((model.apply(p, x) - ema) ** 2)
    loss, g = jax.value_and_grad(lf)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, params, g), loss
