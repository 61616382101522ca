import equinox as eqx
import jax
import jax.numpy as jnp


def loss_fn(model, pos, f_ref):
    f = jax.vmap(model.forces)(pos)
    return jnp.mean((f - f_ref) ** 2)


@eqx.filter_jit
def sgd_step(model, pos, f_ref, lr):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, pos, f_ref)
    updates = jax.tree_util.tree_map(lambda g: -lr * g, grads)
    model = eqx.apply_updates(model, updates)
    return model, loss


def exp_decay(lr0, step, rate=0.9):
    return jnp.asarray(lr0 * rate ** step, dtype=jnp.float32)
