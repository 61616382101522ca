import jax
import jax.numpy as jnp


@jax.jit
def update_baseline(mean, var, bytes_out, alpha):
    delta = bytes_out.mean() - mean
    mean = mean + alpha * delta
    var = (1 - alpha) * (var + alpha * delta ** 2)
    return mean, var


class HostBaseline:
    def __init__(self, alpha=0.2):
        self.alpha = alpha
        self.mean = 0.0
        self.var = 1.0

    def observe(self, bytes_out):
        z = (bytes_out.mean() - self.mean) / (self.var ** 0.5 + 1e-6)
        self.mean, self.var = update_baseline(self.mean, self.var, bytes_out, self.alpha)
        return z
