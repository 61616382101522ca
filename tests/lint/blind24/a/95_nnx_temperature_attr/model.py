from flax import nnx
import jax.numpy as jnp


class CalfDiarrhoeaClassifier(nnx.Module):
    """Faecal consistency score + hydration + temperature -> pathogen class (rota/crypto/E. coli/none)."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(5, 24, rngs=rngs)
        self.l2 = nnx.Linear(24, 4, rngs=rngs)
        self.temperature = 1.0

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x))) / self.temperature
