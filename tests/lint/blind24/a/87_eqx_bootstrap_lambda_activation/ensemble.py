import equinox as eqx
import jax
import jax.numpy as jnp


def make_member(key):
    return eqx.nn.MLP(4, "scalar", 16, 2, activation=lambda z: jax.nn.leaky_relu(z, 0.1), key=key)


@eqx.filter_jit
def fit_member(model, x, y):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)
    for _ in range(20):
        g = eqx.filter_grad(loss)(model)
        model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda gi: -0.05 * gi, g))
    return model, loss(model)
