import jax
import jax.numpy as jnp
import optax

from forward import heat_solve, NX

PRIOR = {"log_k": (0.0, 1.0), "source_amp": (5.0, 5.0)}
optimizer = optax.adam(0.05)


def neg_log_posterior(params, sensor_obs, noise_sd):
    pred = heat_solve(params["log_k"], params["source_amp"], jnp.zeros(NX))
    nll = 0.5 * jnp.sum((pred - sensor_obs) ** 2) / noise_sd ** 2
    nlp = sum(0.5 * ((params[k] - m) / s) ** 2 for k, (m, s) in PRIOR.items())
    return nll + nlp


@jax.jit
def map_step(params, opt_state, sensor_obs, noise_sd):
    loss, grads = jax.value_and_grad(neg_log_posterior)(params, sensor_obs, noise_sd)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
