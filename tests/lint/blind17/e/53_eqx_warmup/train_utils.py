import equinox as eqx
import jax
import jax.numpy as jnp
import optax

WARMUP = 20


def loss_fn(model, x, y):
    pred = jax.vmap(model)(x)
    return jnp.mean((pred - y) ** 2)


def build_optimizer(lr):
    return optax.sgd(lr)


@eqx.filter_jit
def make_step(model, opt_state, optim, x, y, step):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y)
    warm = jnp.minimum(1.0, (step + 1) / WARMUP)
    grads = jax.tree_util.tree_map(lambda g: g * warm, grads)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss
