import equinox as eqx
import jax
import jax.numpy as jnp


class ClarityModel(eqx.Module):
    w: jax.Array
    b: jax.Array

    def __init__(self, key):
        self.w = jax.random.normal(key, (4,)) * 0.1
        self.b = jnp.zeros(())

    def __call__(self, x):
        return x @ self.w + self.b


@eqx.filter_jit
def clarity_step(model, x, y, target_transform):
    def loss(m):
        return jnp.mean((m(x) - target_transform(y)) ** 2)

    l, g = eqx.filter_value_and_grad(loss)(model)
    return jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, model, g), l
