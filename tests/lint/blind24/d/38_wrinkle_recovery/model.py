import equinox as eqx
import jax
import jax.numpy as jnp


class WrinkleRecovery(eqx.Module):
    """Wrinkle recovery angle (degrees) from resin finish recipe and cure conditions."""
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(5, "scalar", 24, 2, activation=jax.nn.softplus, key=key)

    def __call__(self, x):
        return 200.0 + 60.0 * jnp.tanh(self.mlp(x))


@eqx.filter_jit
def cure_fit_step(model, x, y, lr):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x) - y) ** 2) / 100.0
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads)), loss
