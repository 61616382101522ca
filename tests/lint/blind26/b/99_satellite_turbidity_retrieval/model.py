import equinox as eqx
import jax
import jax.numpy as jnp


class TurbidityNet(eqx.Module):
    l1: eqx.nn.Linear
    drop: eqx.nn.Dropout
    l2: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.l1 = eqx.nn.Linear(7, 48, key=k1)
        self.drop = eqx.nn.Dropout(0.2)
        self.l2 = eqx.nn.Linear(48, 1, key=k2)

    def __call__(self, x, key=None):
        return self.l2(self.drop(jax.nn.relu(self.l1(x)), key=key))[0]


@eqx.filter_jit
def turbidity_step(model, opt_state, optim, x, y, key):
    keys = jax.random.split(key, x.shape[0])

    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x, keys) - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


@eqx.filter_jit
def turbidity_eval(model, x, y):
    return jnp.sqrt(jnp.mean((jax.vmap(model)(x) - y) ** 2))
