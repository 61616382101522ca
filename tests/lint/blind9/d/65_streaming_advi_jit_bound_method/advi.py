import jax
import jax.numpy as jnp
import numpy as np


class PoissonRateADVI:
    """Mean-field Gaussian ADVI over log-rates of a Poisson count model, refit as data streams in."""

    def __init__(self, n_sources, lr=0.05, n_steps=20, seed=0):
        self.mu = jnp.zeros(n_sources)
        self.log_sd = jnp.full(n_sources, -1.0, dtype=jnp.float32)
        self.lr, self.n_steps = lr, n_steps
        self.key = jax.random.PRNGKey(seed)

    def _elbo_step(self, mu, log_sd, key, counts, exposure):
        def neg_elbo(params):
            m, s = params
            z = m + jnp.exp(s) * jax.random.normal(key, m.shape)
            log_lik = jnp.sum(counts * z - exposure * jnp.exp(z))
            log_prior = jnp.sum(-0.5 * z**2 / 4.0)
            return -(log_lik + log_prior + jnp.sum(s))

        loss, (gm, gs) = jax.value_and_grad(neg_elbo)((mu, log_sd))
        return mu - self.lr * gm, log_sd - self.lr * gs, loss

    def partial_fit(self, counts, exposure):
        step = jax.jit(self._elbo_step)
        for _ in range(self.n_steps):
            self.key, sub = jax.random.split(self.key)
            self.mu, self.log_sd, loss = step(self.mu, self.log_sd, sub, counts, exposure)
        return float(loss)
