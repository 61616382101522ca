import jax
import jax.numpy as jnp


class EightSchools:
    def __init__(self, y, sigma):
        self.y = jnp.asarray(y, dtype=jnp.float32)
        self.sigma = jnp.asarray(sigma, dtype=jnp.float32)

    def log_density(self, theta):
        mu, log_tau, eta = theta[0], theta[1], theta[2:]
        tau = jnp.exp(log_tau)
        lp = -0.5 * jnp.sum(((self.y - mu - tau * eta) / self.sigma) ** 2)
        lp += -0.5 * jnp.sum(eta ** 2) - 0.5 * (mu / 5.0) ** 2 - 0.5 * (log_tau / 2.0) ** 2
        return lp

    @property
    def grad_log_density(self):
        return jax.jit(jax.value_and_grad(self.log_density))
