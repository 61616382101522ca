import jax
import jax.numpy as jnp


@jax.jit
def update_baselines(baselines, readings, alpha):
    new = jax.tree_util.tree_map(lambda b, r: (1 - alpha) * b + alpha * jnp.mean(r), baselines, readings)
    scores = jax.tree_util.tree_map(lambda b, r: jnp.max(jnp.abs(r - b)), new, readings)
    return new, scores


class FleetMonitor:
    def __init__(self, alpha=0.3):
        self.alpha = jnp.float32(alpha)
        self.baselines = {}

    def tick(self, readings):
        for machine, r in readings.items():
            if machine not in self.baselines:
                self.baselines[machine] = jnp.float32(r.mean())
        self.baselines, scores = update_baselines(self.baselines, readings, self.alpha)
        return scores
