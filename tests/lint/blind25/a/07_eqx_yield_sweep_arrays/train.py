import equinox as eqx
import jax
import jax.numpy as jnp
import optax


def loss_fn(model, x, y, l2):
    pred = jax.vmap(model)(x)
    params = eqx.filter(model, eqx.is_array)
    reg = sum(jnp.sum(p ** 2) for p in jax.tree_util.tree_leaves(params))
    return jnp.mean((pred - y) ** 2) + l2 * reg


@eqx.filter_jit
def fit_step(model, opt_state, x, y, l2, lr_scale):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, x, y, l2)
    grads = jax.tree_util.tree_map(lambda g: g * lr_scale, grads)
    updates, opt_state = OPT.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


OPT = optax.sgd(0.05)
