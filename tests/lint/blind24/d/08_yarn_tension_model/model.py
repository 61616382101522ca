import equinox as eqx
import jax
import jax.numpy as jnp


class TensionRegressor(eqx.Module):
    mlp: eqx.nn.MLP
    yarn_count: int
    units: str = "cN"

    def __init__(self, key, yarn_count):
        self.mlp = eqx.nn.MLP(4, 1, 32, 2, key=key)
        self.yarn_count = yarn_count

    def __call__(self, x):
        return self.mlp(x)[0] * (self.yarn_count / 30.0)


@eqx.filter_jit
def fit_step(model, x, y, lr):
    def loss_fn(m):
        pred = jax.vmap(m)(x)
        return jnp.mean((pred - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    return model, loss
