import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(3e-3)


@eqx.filter_jit
def dpa_step(model, opt_state, x, y, loss_fn):
    def total(m):
        return loss_fn(jax.vmap(m)(x)[:, 0], y)
    loss, g = eqx.filter_value_and_grad(total)(model)
    upd, opt_state = opt.update(g, opt_state)
    return eqx.apply_updates(model, upd), opt_state, loss
