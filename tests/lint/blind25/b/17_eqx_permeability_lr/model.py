import equinox as eqx
import jax
import jax.numpy as jnp


class PermeabilityMLP(eqx.Module):
    layers: list

    def __init__(self, n_desc, key):
        k1, k2 = jax.random.split(key)
        self.layers = [eqx.nn.Linear(n_desc, 32, key=k1), eqx.nn.Linear(32, 1, key=k2)]

    def __call__(self, x):
        return self.layers[1](jax.nn.gelu(self.layers[0](x)))[0]


@eqx.filter_jit
def sgd_step(model, x, y, lr):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    model = jax.tree_util.tree_map(lambda p, g: p - lr * g, model, grads)
    return model, loss
