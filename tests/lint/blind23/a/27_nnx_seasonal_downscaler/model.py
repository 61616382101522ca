import jax.numpy as jnp
from flax import nnx


class SeasonState(nnx.Variable):
    pass


class SeasonalDownscaler(nnx.Module):
    def __init__(self, n_in, n_out, rngs: nnx.Rngs):
        self.lin1 = nnx.Linear(n_in + 2, 48, rngs=rngs)
        self.lin2 = nnx.Linear(48, n_out, rngs=rngs)
        self.day_of_year = SeasonState(jnp.array(1.0))

    def __call__(self, x):
        phase = 2 * jnp.pi * self.day_of_year.value / 365.25
        enc = jnp.broadcast_to(jnp.stack([jnp.sin(phase), jnp.cos(phase)]), x.shape[:-1] + (2,))
        return self.lin2(nnx.relu(self.lin1(jnp.concatenate([x, enc], -1))))
