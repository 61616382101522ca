import jax
import jax.numpy as jnp
from flax import nnx


class BayesianGLM(nnx.Module):
    def __init__(self, d, rngs: nnx.Rngs):
        self.mu = nnx.Param(jnp.zeros(d))
        self.log_sd = nnx.Param(jnp.full((d,), -2.0, dtype=jnp.float32))
        self.kl_weight = 0.0
        self.rngs = rngs

    def elbo_terms(self, X, y):
        eps = jax.random.normal(self.rngs.noise(), self.mu.shape)
        beta = self.mu[...] + jnp.exp(self.log_sd[...]) * eps
        logits = X @ beta
        ll = jnp.sum(y * logits - jax.nn.softplus(logits))
        sd = jnp.exp(self.log_sd[...])
        kl = 0.5 * jnp.sum(sd ** 2 + self.mu[...] ** 2 - 1.0 - 2.0 * self.log_sd[...])
        return ll, kl
