import equinox as eqx
import jax
import jax.numpy as jnp


def leaky_relu(x):
    return jax.nn.leaky_relu(x, 0.1)


def build_model(weights, in_size=6, out_size=2):
    model = eqx.nn.MLP(in_size, out_size, width_size=16, depth=2,
                       activation=leaky_relu,
                       key=jax.random.PRNGKey(0))
    return eqx.tree_at(lambda m: [l.weight for l in m.layers], model, weights)


class ModelRegistry:
    def __init__(self):
        self.version = 0
        k = jax.random.split(jax.random.PRNGKey(1), 3)
        self.weights = [jax.random.normal(k[0], (16, 6)) * 0.3,
                        jax.random.normal(k[1], (16, 16)) * 0.3,
                        jax.random.normal(k[2], (2, 16)) * 0.3]

    def latest(self):
        return build_model(self.weights)
