import jax
import jax.numpy as jnp
import optax

tx = optax.adam(0.01)


def wood(params, t):
    return jnp.exp(params["log_a"]) * t ** params["b"] * jnp.exp(-params["c"] * t)


@jax.jit
def wood_step(params, opt_state, t, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((wood(p, t) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
