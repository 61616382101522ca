import jax
import jax.numpy as jnp
from flax import nnx


class OrderedLogit(nnx.Module):
    def __init__(self, d, n_cat, rngs: nnx.Rngs):
        self.beta = nnx.Param(jnp.zeros(d))
        self.cut_raw = nnx.Param(jnp.linspace(-1.0, 1.0, n_cat - 1))
        self.epochs_trained = 0

    def cutpoints(self):
        c = self.cut_raw[...]
        return jnp.concatenate([c[:1], c[:1] + jnp.cumsum(jax.nn.softplus(c[1:]))])

    def nll(self, X, y):
        eta = X @ self.beta[...]
        c = self.cutpoints()
        cdf = jax.nn.sigmoid(c[None, :] - eta[:, None])
        cdf = jnp.concatenate([jnp.zeros((X.shape[0], 1)), cdf, jnp.ones((X.shape[0], 1))], axis=1)
        p = jnp.take_along_axis(cdf, y[:, None] + 1, axis=1) - jnp.take_along_axis(cdf, y[:, None], axis=1)
        return -jnp.mean(jnp.log(jnp.clip(p, 1e-8)))
