import equinox as eqx
import jax
import jax.numpy as jnp


class QuantileHead(eqx.Module):
    body: eqx.nn.MLP
    quantiles: jax.Array

    def __init__(self, n_in, quantiles, key):
        self.body = eqx.nn.MLP(n_in, len(quantiles), 32, 2, key=key)
        self.quantiles = jnp.asarray(quantiles)

    def __call__(self, x):
        return jax.vmap(self.body)(x)


def pinball(pred, y, q):
    diff = y[:, None] - pred
    return jnp.mean(jnp.maximum(q * diff, (q - 1) * diff))
