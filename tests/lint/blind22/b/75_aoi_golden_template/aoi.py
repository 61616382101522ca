import jax
import jax.numpy as jnp


class GoldenTemplateAOI:
    def __init__(self, golden):
        self.update_golden(golden)

    def update_golden(self, golden):
        self.golden = jnp.asarray(golden)
        self._compare = jax.jit(lambda boards: jnp.mean(jnp.abs(boards - self.golden) > 0.3, axis=(1, 2)))

    def inspect(self, boards):
        return self._compare(boards)
