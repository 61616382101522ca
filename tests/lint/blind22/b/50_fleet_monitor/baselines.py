import jax
import jax.numpy as jnp
import numpy as np

from events import FLEET


@jax.jit
def update_baselines(baselines, seen, readings, online, alpha):
    means = jnp.mean(readings, axis=1)
    first = online & ~seen
    blended = (1 - alpha) * baselines + alpha * means
    new = jnp.where(first, means, jnp.where(online, blended, baselines))
    scores = jnp.max(jnp.abs(readings - new[:, None]), axis=1) * online
    return new, seen | online, scores


class FleetMonitor:
    def __init__(self, alpha=0.3):
        self.alpha = jnp.float32(alpha)
        self.baselines = jnp.zeros(len(FLEET), jnp.float32)
        self.seen = jnp.zeros(len(FLEET), bool)

    def tick(self, readings):
        block = np.zeros((len(FLEET), 8), np.float32)
        online = np.zeros(len(FLEET), bool)
        for i, machine in enumerate(FLEET):
            if machine in readings:
                block[i] = readings[machine]
                online[i] = True
        self.baselines, self.seen, scores = update_baselines(
            self.baselines, self.seen, block, online, self.alpha
        )
        return {m: scores[i] for i, m in enumerate(FLEET) if online[i]}
