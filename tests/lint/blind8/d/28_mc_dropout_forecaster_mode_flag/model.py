from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp


class DropoutMLP(nn.Module):
    hidden: int = 32
    rate: float = 0.2

    @nn.compact
    def __call__(self, x, deterministic: bool):
        x = nn.relu(nn.Dense(self.hidden)(x))
        x = nn.Dropout(self.rate)(x, deterministic=deterministic)
        return nn.Dense(1)(x)[..., 0]


MODEL = DropoutMLP()


@partial(jax.jit, static_argnames=("deterministic",))
def forecast(params, x, key, deterministic):
    return MODEL.apply(params, x, deterministic=deterministic, rngs={"dropout": key})


class Forecaster:
    def __init__(self, params, n_mc=16):
        self.params = params
        self.n_mc = n_mc

    def point(self, x, key):
        return forecast(self.params, x, key, deterministic=True)

    def interval(self, x, key):
        draws = jnp.stack([forecast(self.params, x, k, deterministic=False)
                           for k in jax.random.split(key, self.n_mc)])
        return jnp.percentile(draws, 5, axis=0), jnp.percentile(draws, 95, axis=0)
