import jax
import jax.numpy as jnp


@jax.jit
def posterior(xtx, xty, noise_var, prior_var=1.0):
    d = xtx.shape[0]
    precision = xtx / noise_var + jnp.eye(d) / prior_var
    cov = jnp.linalg.inv(precision)
    mean = cov @ (xty / noise_var)
    return mean, cov


class BayesLinearBandit:
    def __init__(self, dim, n_arms):
        self.xtx = jnp.zeros((n_arms, dim, dim))
        self.xty = jnp.zeros((n_arms, dim))
        self.noise_var = 1.0
        self.residuals = []

    def arm_posterior(self, arm):
        return posterior(self.xtx[arm], self.xty[arm], self.noise_var)

    def observe(self, arm, x, r, pred):
        self.xtx = self.xtx.at[arm].add(jnp.outer(x, x))
        self.xty = self.xty.at[arm].add(r * x)
        self.residuals.append(r - pred)
        if len(self.residuals) >= 4:
            self.noise_var = jnp.maximum(jnp.var(jnp.asarray(self.residuals)), 1e-3)
