import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class LeadTimeModel(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, n_in, key):
        self.mlp = eqx.nn.MLP(n_in, 1, 32, 2, key=key)

    def __call__(self, x):
        return jax.vmap(self.mlp)(x).squeeze(-1)


optim = optax.adamw(3e-3)


@eqx.filter_jit
def fit_batch(model, opt_state, x, y):
    def loss(m):
        return jnp.mean((m(x) - y) ** 2)

    value, grads = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, value
