import equinox as eqx
import jax
import jax.numpy as jnp


class SoftPoolGNN(eqx.Module):
    layer1: eqx.nn.Linear
    layer2: eqx.nn.Linear
    score: eqx.nn.Linear
    temperature: jax.Array

    def __init__(self, feat_dim, hidden, key, temperature=2.0):
        k1, k2, k3 = jax.random.split(key, 3)
        self.layer1 = eqx.nn.Linear(feat_dim, hidden, key=k1)
        self.layer2 = eqx.nn.Linear(hidden, hidden, key=k2)
        self.score = eqx.nn.Linear(hidden, 1, key=k3)
        self.temperature = jnp.asarray(temperature, dtype=jnp.float32)

    def __call__(self, x, adj):
        norm = adj / adj.sum(-1, keepdims=True)
        h = jax.nn.relu(norm @ jax.vmap(self.layer1)(x))
        h = jax.nn.relu(norm @ jax.vmap(self.layer2)(h))
        weights = jax.nn.softmax(jax.vmap(self.score)(h)[:, 0] / self.temperature)
        return weights @ h


def anneal(model, factor):
    return eqx.tree_at(lambda m: m.temperature, model, model.temperature * factor)
