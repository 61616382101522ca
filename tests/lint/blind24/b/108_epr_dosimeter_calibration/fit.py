import jax
import jax.numpy as jnp
import optax

tx = optax.adam(5e-3)


def response(theta, dose_gy):
    # saturating dose response of an alanine/EPR dosimeter
    a, d0 = jnp.exp(theta[0]), jnp.exp(theta[1])
    return a * (1 - jnp.exp(-dose_gy / d0))


@jax.jit
def calib_step(state, dose_gy, signal):
    theta, opt_state = state
    loss, g = jax.value_and_grad(lambda th: jnp.mean((response(th, dose_gy) - signal) ** 2))(theta)
    upd, opt_state = tx.update(g, opt_state)
    return (optax.apply_updates(theta, upd), opt_state), loss
