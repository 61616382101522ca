import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class SeverityRegressor(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(5, 1, 16, 2, key=key)

    def __call__(self, x):
        return jax.vmap(self.mlp)(x)[:, 0] + 7.0


optim = optax.adam(5e-3)


@eqx.filter_jit
def online_update(model, opt_state, x, log_paid, w):
    def loss(m):
        return jnp.sum(w * (m(x) - log_paid) ** 2) / jnp.maximum(jnp.sum(w), 1.0)
    l, g = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = optim.update(g, opt_state, model)
    return eqx.apply_updates(model, updates), opt_state, l
