import equinox as eqx
import jax
import jax.numpy as jnp


class DragModel(eqx.Module):
    """Learned drag law a = f(v) for a falling particle."""

    net: eqx.nn.MLP

    def __init__(self, key):
        self.net = eqx.nn.MLP(1, 1, 16, 2, activation=jax.nn.tanh, key=key)

    def __call__(self, v):
        return self.net(v)


@eqx.filter_jit
def sgd_step(model, v, a, lr):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(v) - a) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates = jax.tree_util.tree_map(lambda g: -lr * g, grads)
    model = eqx.apply_updates(model, updates)
    return model, loss
