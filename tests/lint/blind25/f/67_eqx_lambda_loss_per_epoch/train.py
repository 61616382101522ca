import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(3e-3)


@eqx.filter_jit
def fit_batch(model, opt_state, x, y, loss_fn):
    def total(m):
        return loss_fn(jax.vmap(m)(x)[:, 0], y)

    loss, grads = eqx.filter_value_and_grad(total)(model)
    upd, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, loss
