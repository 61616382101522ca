import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(3e-3)


@eqx.filter_jit
def make_step(model, opt_state, seqs, rul):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(seqs) - rul) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
