import equinox as eqx
import jax.numpy as jnp
import optax

optimizer = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, x, choice):
    def nll(m):
        logp = m(x)
        return -jnp.mean(jnp.take_along_axis(logp, choice[:, None], axis=1))
    loss, grads = eqx.filter_value_and_grad(nll)(model)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
