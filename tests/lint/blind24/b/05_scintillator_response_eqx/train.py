import equinox as eqx
import jax.numpy as jnp
import optax

optim = optax.adam(2e-3)


@eqx.filter_jit
def update(model, opt_state, dedx, energy, light):
    def loss_fn(m):
        return jnp.mean((m(dedx, energy) - light) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
