import equinox as eqx
import jax
import jax.numpy as jnp


class ListwiseRanker(eqx.Module):
    mlp: eqx.nn.MLP
    temperature: jax.Array

    def __init__(self, in_size, key, temperature=2.0):
        self.mlp = eqx.nn.MLP(in_size, 1, 32, 2, key=key)
        self.temperature = jnp.asarray(temperature, jnp.float32)

    def __call__(self, items):
        scores = jax.vmap(self.mlp)(items)[:, 0]
        return jax.nn.log_softmax(scores / jax.lax.stop_gradient(self.temperature))


def anneal(model, factor):
    return eqx.tree_at(lambda m: m.temperature, model, model.temperature * factor)
