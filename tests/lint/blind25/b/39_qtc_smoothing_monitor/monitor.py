import jax
import jax.numpy as jnp


@jax.jit
def update_qtc_signal(running_mean, running_var, batch_qtc, alpha):
    m = jnp.mean(batch_qtc)
    new_mean = (1 - alpha) * running_mean + alpha * m
    new_var = (1 - alpha) * running_var + alpha * (m - running_mean) ** 2
    return new_mean, new_var


class QTcMonitor:
    def __init__(self, alpha=0.2):
        self.alpha = jnp.float32(alpha)
        self.mean = jnp.float32(0.0)
        self.var = jnp.float32(0.0)

    def ingest(self, batch_qtc):
        self.mean, self.var = update_qtc_signal(self.mean, self.var, batch_qtc, self.alpha)
        return float(self.mean)
