import jax
import jax.numpy as jnp


@jax.jit
def stuck_score(history):
    # compare the latest 6-hour density drop with the average drop so far
    drops = -jnp.diff(history)
    recent = drops[-6:].mean()
    overall = drops.mean()
    return recent / (overall + 1e-6)


class TankMonitor:
    def __init__(self):
        self.history = None

    def ingest(self, reading):
        r = jnp.asarray([reading], jnp.float32)
        self.history = r if self.history is None else jnp.concatenate([self.history, r])
        if self.history.shape[0] > 8:
            return float(stuck_score(self.history))
        return None
