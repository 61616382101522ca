import jax
import jax.numpy as jnp


@jax.jit
def f1_factor(block_grade, block_tonnes, mill_grade, mill_tonnes, bias):
    model_metal = jnp.sum(block_grade * (1.0 + bias) * block_tonnes)
    return jnp.sum(mill_grade * mill_tonnes) / model_metal


class RollingBias:
    def __init__(self, n=3):
        self.n = n
        self.hist = []

    @property
    def value(self):
        if len(self.hist) < self.n:
            return 0.0
        return float(sum(self.hist[-self.n:]) / self.n) - 1.0

    def push(self, f):
        self.hist.append(float(f))
