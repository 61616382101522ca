import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(2e-3)


@eqx.filter_jit
def fit_batch(model, opt_state, x, y, loss_fn):
    def total(m):
        return loss_fn(jax.vmap(m)(x), y)

    loss, grads = eqx.filter_value_and_grad(total)(model)
    updates, opt_state = opt.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss
