import jax
import jax.numpy as jnp


@jax.jit
def ewma_update(mean, var, x, alpha):
    delta = x - mean
    mean = mean + alpha * delta
    var = (1 - alpha) * (var + alpha * delta ** 2)
    z = delta / jnp.sqrt(var + 1e-6)
    return mean, var, z


class EwmaDetector:
    def __init__(self, cfg):
        self.cfg = cfg
        self.mean = jnp.zeros(cfg.n_channels)
        self.var = jnp.ones(cfg.n_channels)
        self.n = 0

    def observe(self, x):
        alpha = self.cfg.first_alpha if self.n == 0 else self.cfg.alpha
        self.mean, self.var, z = ewma_update(self.mean, self.var, x, alpha)
        self.n += 1
        return jnp.abs(z) > self.cfg.z_threshold
