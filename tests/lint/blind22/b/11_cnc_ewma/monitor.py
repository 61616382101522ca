import jax
import jax.numpy as jnp


@jax.jit
def ewma_update(level, spindle_load, alpha):
    batch_mean = jnp.mean(spindle_load)
    new_level = alpha * batch_mean + (1.0 - alpha) * level
    score = jnp.abs(spindle_load - new_level).max()
    return new_level, score


class MachineMonitor:
    def __init__(self, machine_id, alpha=0.2):
        self.machine_id = machine_id
        self.alpha = alpha
        self.level = 0.0
        self.scores = []

    def observe(self, spindle_load):
        self.level, score = ewma_update(self.level, spindle_load, self.alpha)
        self.scores.append(float(score))
        return score
