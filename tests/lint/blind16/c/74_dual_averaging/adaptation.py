from typing import NamedTuple

import jax
import jax.numpy as jnp


class DualAveragingState(NamedTuple):
    log_step: jax.Array
    log_step_avg: jax.Array
    h_bar: jax.Array


def init_state(step_size):
    log_step = jnp.log(jnp.float32(step_size))
    return DualAveragingState(log_step, log_step, jnp.float32(0.0))


@jax.jit
def adapt(state, accept_prob, iteration, target=0.65, gamma=0.05, t0=10.0, kappa=0.75, mu=0.0):
    t = iteration + 1
    h_bar = (1 - 1 / (t + t0)) * state.h_bar + (target - accept_prob) / (t + t0)
    log_step = mu - jnp.sqrt(t) / gamma * h_bar
    eta = t ** (-kappa)
    log_step_avg = eta * log_step + (1 - eta) * state.log_step_avg
    return DualAveragingState(log_step, log_step_avg, h_bar), iteration + 1
