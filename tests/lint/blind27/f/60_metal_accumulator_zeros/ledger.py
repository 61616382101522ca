import jax
import jax.numpy as jnp


class MetalLedger:
    def __init__(self):
        self.total_oz = jnp.zeros((), jnp.float32)
        self.total_t = jnp.zeros((), jnp.float32)

    def book(self, tonnes, grade, recovery):
        self.total_oz, self.total_t = book_dig(self.total_oz, self.total_t, tonnes, grade, recovery)


@jax.jit
def book_dig(total_oz, total_t, tonnes, grade_gpt, recovery):
    return total_oz + jnp.sum(tonnes * grade_gpt * recovery) / 31.1035, total_t + jnp.sum(tonnes)
