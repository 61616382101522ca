import equinox as eqx
import jax.numpy as jnp
import optax

tx = optax.adam(5e-3)


@eqx.filter_jit
def quench_step(model, opt_state, tsie, eff):
    def loss_fn(m):
        return jnp.mean((m(tsie) - eff) ** 2)
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = tx.update(g, opt_state)
    return eqx.apply_updates(model, upd), opt_state, loss
