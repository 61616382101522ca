import equinox as eqx
import jax.numpy as jnp
import optax

optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y, epoch):
    w = jnp.minimum(1.0, (epoch + 1) / 3.0)

    def loss_fn(m):
        r = m(x) - y
        return jnp.mean(r ** 2) + (1 - w) * jnp.mean(jnp.abs(r))
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
