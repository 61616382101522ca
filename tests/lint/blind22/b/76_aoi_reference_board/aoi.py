import jax
import jax.numpy as jnp


@jax.jit
def compare_to_golden(boards, golden):
    return jnp.mean(jnp.abs(boards - golden) > 0.3, axis=(1, 2))


class GoldenTemplateAOI:
    def __init__(self, golden):
        self.update_golden(golden)

    def update_golden(self, golden):
        self.golden = jnp.asarray(golden)

    def inspect(self, boards):
        return compare_to_golden(boards, self.golden)
