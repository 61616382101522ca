import equinox as eqx
import jax
import jax.numpy as jnp


class StreamingRegressor(eqx.Module):
    mlp: eqx.nn.MLP
    seen_batches: int

    def __init__(self, key, in_size=5):
        self.mlp = eqx.nn.MLP(in_size, 1, width_size=16, depth=2, key=key)
        self.seen_batches = 0

    def __call__(self, x):
        return jax.vmap(self.mlp)(x)[:, 0]


def mse(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


@eqx.filter_jit
def partial_fit(model, x, y, lr):
    loss, grads = eqx.filter_value_and_grad(mse)(model, x, y)
    model = jax.tree_util.tree_map(
        lambda p, g: p - lr * g if eqx.is_inexact_array(p) else p,
        model, grads, is_leaf=lambda t: t is None,
    )
    model = eqx.tree_at(lambda m: m.seen_batches, model, model.seen_batches + 1)
    return model, loss
