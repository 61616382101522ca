import jax
import jax.numpy as jnp
import optax

tx = optax.adam(0.05)


def fwhm(theta, e_kev):
    a, b, c = jnp.exp(theta)
    return jnp.sqrt(a + b * e_kev + c * e_kev ** 2)


@jax.jit
def resolution_step(theta, opt_state, e_kev, fwhm_meas):
    loss, g = jax.value_and_grad(lambda th: jnp.mean((fwhm(th, e_kev) / fwhm_meas - 1.0) ** 2))(theta)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(theta, upd), opt_state, loss
