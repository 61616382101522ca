import jax
import jax.numpy as jnp
import optax


def emax_model(theta, dose):
    e0, emax, log_ec50, log_h = theta
    h = jnp.exp(log_h)
    ec50 = jnp.exp(log_ec50)
    return e0 + emax * dose**h / (ec50**h + dose**h)


optimizer = optax.adam(0.03)


@jax.jit
def emax_update(theta, opt_state, dose, resp, mask):
    def loss(th):
        err = (emax_model(th, dose) - resp) ** 2
        return jnp.sum(err * mask) / jnp.sum(mask)
    l, g = jax.value_and_grad(loss)(theta)
    upd, opt_state = optimizer.update(g, opt_state, theta)
    return optax.apply_updates(theta, upd), opt_state, l
