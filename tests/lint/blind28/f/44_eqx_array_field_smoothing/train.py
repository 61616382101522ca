import equinox as eqx
import jax.numpy as jnp
import optax

opt = optax.adam(1e-3)


@eqx.filter_jit
def letter_step(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(lambda m: m.loss(x, y))(model)
    updates, opt_state = opt.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def relax_smoothing(model, epoch):
    eps = jnp.asarray(max(0.0, 0.2 - 0.05 * epoch), jnp.float32)
    return eqx.tree_at(lambda m: m.label_smoothing, model, eps)
