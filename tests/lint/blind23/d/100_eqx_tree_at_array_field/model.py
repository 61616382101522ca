import equinox as eqx
import jax
import jax.numpy as jnp


class CalibratedGrader(eqx.Module):
    mlp: eqx.nn.MLP
    temperature: jax.Array

    def __init__(self, d_in, n_grades, key):
        self.mlp = eqx.nn.MLP(d_in, n_grades, 24, 2, key=key)
        self.temperature = jnp.array(1.0, jnp.float32)

    def __call__(self, x):
        return self.mlp(x) / self.temperature
