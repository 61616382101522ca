import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adamw(1e-3, weight_decay=1e-4)


def batch_loss(model, x, y, key):
    keys = jax.random.split(key, x.shape[0])
    pred = jax.vmap(model)(x, keys)
    return jnp.mean((pred - y) ** 2)


@eqx.filter_jit
def make_step(model, opt_state, x, y, seed):
    key = jax.random.PRNGKey(seed)
    loss, grads = eqx.filter_value_and_grad(batch_loss)(model, x, y, key)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
