import jax
import jax.numpy as jnp
import optax


def sine_model(params, t, period):
    phase = 2 * jnp.pi * t / period
    return params["m0"] + params["a"] * jnp.sin(phase) + params["b"] * jnp.cos(phase)


def chi2(params, t, mag, err, period):
    return jnp.sum(((mag - sine_model(params, t, period)) / err) ** 2)


optimizer = optax.adam(0.05)


@jax.jit
def fit_step(params, opt_state, t, mag, err, period):
    loss, grads = jax.value_and_grad(chi2)(params, t, mag, err, period)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
