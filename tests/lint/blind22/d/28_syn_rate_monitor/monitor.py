import jax
import jax.numpy as jnp

HISTORY = 6


@jax.jit
def ewma_alarm(history, filled, current, alpha):
    age = jnp.arange(history.shape[0])[::-1]
    weights = jnp.where(age < filled, alpha * (1 - alpha) ** age, 0.0)
    expected = (history * weights[:, None]).sum(axis=0) / jnp.maximum(weights.sum(), 1e-6)
    return (filled > 0) & (current > 3.0 * expected + 5.0)


@jax.jit
def push(history, current):
    return jnp.roll(history, -1, axis=0).at[-1].set(current)


class SynMonitor:
    def __init__(self, n_hosts):
        self.history = jnp.zeros((HISTORY, n_hosts))
        self.filled = 0

    def observe(self, syn_counts):
        syn_counts = jnp.asarray(syn_counts)
        alarms = ewma_alarm(self.history, jnp.int32(self.filled), syn_counts, 0.3)
        self.history = push(self.history, syn_counts)
        self.filled = min(self.filled + 1, HISTORY)
        return alarms
