from functools import partial
import jax
import jax.numpy as jnp
import flax.linen as nn


class ArticulatoryRegressor(nn.Module):
    hidden: int = 32
    dropout_rate: float = 0.0

    @nn.compact
    def __call__(self, x, key):
        h = nn.tanh(nn.Dense(self.hidden)(x))
        keep = jax.random.bernoulli(key, 1 - self.dropout_rate, h.shape)
        return nn.Dense(6)(jnp.where(keep, h / (1 - self.dropout_rate), 0.0))


@partial(jax.jit, static_argnums=(0,))
def ema_step(model, params, x, ema, key):
    def lf(p):
        return jnp.mean((model.apply(p, x, key) - ema) ** 2)
    loss, g = jax.value_and_grad(lf)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, params, g), loss
