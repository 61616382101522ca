from flax import nnx
import jax.numpy as jnp


class Temperature(nnx.Variable):
    pass


class ExerciseRanker(nnx.Module):
    def __init__(self, n_skills, n_items, rngs):
        self.hidden = nnx.Linear(n_skills, 32, rngs=rngs)
        self.out = nnx.Linear(32, n_items, rngs=rngs)
        self.temperature = Temperature(jnp.array(2.0))
        self.n_items = n_items

    def __call__(self, skills):
        return self.out(nnx.relu(self.hidden(skills))) / self.temperature[...]
