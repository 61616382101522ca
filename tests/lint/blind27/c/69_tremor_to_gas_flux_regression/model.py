import equinox as eqx
import jax
import jax.numpy as jnp


class GasFluxNet(eqx.Module):
    layers: list
    activation: callable

    def __init__(self, key, activation):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(6, 24, key=k1), eqx.nn.Linear(24, 1, key=k2)]
        self.activation = activation

    def __call__(self, x):
        return self.layers[1](self.activation(self.layers[0](x)))[0]


@eqx.filter_jit
def so2_step(model, x, y):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda d: -0.05 * d, g)), l
