import jax
import jax.numpy as jnp


@jax.jit
def kalman_update(mean, var, reading, noise_var):
    reading = reading * 0.001
    gain = var / (var + noise_var)
    mean = mean + gain * (reading - mean)
    var = (1.0 - gain) * var + 1e-4
    return mean, var


class SalinityTracker:
    def __init__(self, n_probes):
        self.mean = jnp.full((n_probes,), 1.5, jnp.float32)
        self.var = jnp.full((n_probes,), 1.0, jnp.float32)

    def ingest(self, packet):
        self.mean, self.var = kalman_update(self.mean, self.var, packet["ec_uS"], 0.05)
        return self.mean
