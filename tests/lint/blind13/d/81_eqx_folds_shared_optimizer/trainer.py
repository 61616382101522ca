import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class GraphRegressor(eqx.Module):
    lin1: eqx.nn.Linear
    lin2: eqx.nn.Linear

    def __init__(self, n_feat, hidden, key):
        k1, k2 = jax.random.split(key)
        self.lin1 = eqx.nn.Linear(n_feat, hidden, key=k1)
        self.lin2 = eqx.nn.Linear(hidden, 1, key=k2)

    def __call__(self, a_hat, x):
        h = jax.nn.relu(a_hat @ jax.vmap(self.lin1)(x))
        return (a_hat @ jax.vmap(self.lin2)(h))[:, 0]


@eqx.filter_jit
def fit_step(model, opt_state, optimizer, a_hat, x, y, mask):
    def loss_fn(m):
        return jnp.sum(mask * (m(a_hat, x) - y) ** 2) / mask.sum()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def make_optimizer(lr):
    return optax.adamw(lr, weight_decay=1e-4)
