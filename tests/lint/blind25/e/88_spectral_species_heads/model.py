import jax.numpy as jnp
from flax import nnx

class SpectraNet(nnx.Module):
    def __init__(self, rngs):
        self.trunk = nnx.Linear(12, 16, rngs=rngs)
        self.heads = nnx.Dict(pine=nnx.Linear(16, 1, rngs=rngs), spruce=nnx.Linear(16, 1, rngs=rngs))
        self.rngs = rngs

    def add_species(self, name):
        self.heads[name] = nnx.Linear(16, 1, rngs=self.rngs)

    def __call__(self, x):
        h = nnx.relu(self.trunk(x))
        return jnp.concatenate([self.heads[k](h) for k in sorted(self.heads)], axis=-1)

@nnx.jit
def predict_species(model, x):
    return jnp.argmax(model(x), axis=-1)
