import equinox as eqx
import jax
import jax.numpy as jnp


class ContrastiveModel(eqx.Module):
    encoder: eqx.nn.MLP
    projector: eqx.nn.Linear
    temperature: jax.Array

    def __init__(self, din, dout, temperature, key):
        k1, k2 = jax.random.split(key)
        self.encoder = eqx.nn.MLP(din, 32, 32, depth=2, key=k1)
        self.projector = eqx.nn.Linear(32, dout, key=k2)
        self.temperature = jnp.asarray(temperature, jnp.float32)

    def embed(self, x):
        z = jax.vmap(lambda v: self.projector(self.encoder(v)))(x)
        return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def with_temperature(model, t):
    return eqx.tree_at(lambda m: m.temperature, model, jnp.asarray(t, jnp.float32))
