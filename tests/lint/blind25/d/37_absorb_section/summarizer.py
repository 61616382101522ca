import jax
import jax.numpy as jnp

@jax.jit
def absorb_section(memory, section_vecs, W, U):
    pooled = section_vecs.mean(0)
    return jnp.tanh(pooled @ W + memory @ U)

class DocumentState:
    def __init__(self, W, U):
        self.W, self.U = W, U
        self.memory = jnp.zeros(W.shape[1])

    def update(self, section_vecs):
        self.memory = absorb_section(self.memory, section_vecs, self.W, self.U)
        return self.memory
