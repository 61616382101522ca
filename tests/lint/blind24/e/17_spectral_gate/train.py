import jax
import jax.numpy as jnp
import equinox as eqx
import optax

optim = optax.adam(1e-3)


@eqx.filter_jit
def gate_step(model, opt_state, noisy, clean):
    def loss_fn(m):
        out = jax.vmap(m)(noisy)
        return jnp.mean((jnp.log1p(out) - jnp.log1p(clean)) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
