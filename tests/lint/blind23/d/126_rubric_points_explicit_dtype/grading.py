import jax
import jax.numpy as jnp


@jax.jit
def weighted_percent(points, weights):
    return 100.0 * (points * weights).sum(axis=1) / (4.0 * weights.sum())


class Gradebook:
    def __init__(self, weights):
        self.weights = jnp.asarray(weights, jnp.float32)
        self.records = {}

    def grade(self, name, points):
        self.records[name] = weighted_percent(points, self.weights)
        return self.records[name]
