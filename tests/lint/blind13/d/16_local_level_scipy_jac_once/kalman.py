import jax
import jax.numpy as jnp
import numpy as np


def local_level_nll(log_vars, y):
    """Exact Gaussian NLL of the local-level model via the Kalman filter."""
    obs_var, state_var = jnp.exp(log_vars[0]), jnp.exp(log_vars[1])

    def step(carry, obs):
        mean, var = carry
        pred_var = var + state_var
        s = pred_var + obs_var
        k = pred_var / s
        innov = obs - mean
        nll = 0.5 * (jnp.log(2 * jnp.pi * s) + innov ** 2 / s)
        return (mean + k * innov, (1 - k) * pred_var), nll

    _, nlls = jax.lax.scan(step, (y[0], jnp.float32(1e3)), y[1:])
    return jnp.sum(nlls)


class LocalLevelFit:
    def __init__(self, y):
        self.y = jnp.asarray(y, dtype=jnp.float32)
        self._nll = jax.jit(local_level_nll)
        self._grad = jax.jit(jax.grad(local_level_nll))

    def value(self, log_vars):
        return float(self._nll(jnp.asarray(log_vars, jnp.float32), self.y))

    def gradient(self, log_vars):
        g = self._grad(jnp.asarray(log_vars, jnp.float32), self.y)
        return np.asarray(g, dtype=np.float64)
