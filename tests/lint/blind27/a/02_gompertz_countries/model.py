import jax
import jax.numpy as jnp
import optax

opt = optax.adam(0.05)


def hazard(theta, ages):
    a, b, c = theta
    return jnp.exp(a) * jnp.exp(b * (ages - 60.0) / 10.0) + jnp.exp(c)


def nll(theta, ages, deaths, exposure):
    mu = hazard(theta, ages)
    return -jnp.sum(deaths * jnp.log(mu) - exposure * mu) / jnp.sum(deaths + 1.0)


@jax.jit
def fit_step(theta, opt_state, ages, deaths, exposure):
    loss, g = jax.value_and_grad(nll)(theta, ages, deaths, exposure)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(theta, upd), opt_state, loss
