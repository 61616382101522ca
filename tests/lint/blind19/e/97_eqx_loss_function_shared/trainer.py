import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(3e-3)


def huber(r, delta):
    a = jnp.abs(r)
    return jnp.where(a < delta, 0.5 * r**2, delta * (a - 0.5 * delta))


@eqx.filter_jit
def make_step(model, opt_state, x, y, delta):
    def loss_fn(m):
        return jnp.mean(huber(jax.vmap(m)(x)[:, 0] - y, delta))

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
