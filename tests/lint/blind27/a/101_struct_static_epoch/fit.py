import jax
import jax.numpy as jnp

from state import FitState


def hazard_nll(params, t, event, x):
    log_lam = x @ params[1:] + params[0]
    return jnp.mean(jnp.exp(log_lam) * t - event * log_lam)


@jax.jit
def cox_exp_epoch(state, t, event, x):
    g = jax.grad(hazard_nll)(state.params, t, event, x)
    lr = 0.2 / (1.0 + 0.1 * state.epoch)
    mom = 0.9 * state.momentum + g
    return state.replace(params=state.params - lr * mom, momentum=mom, epoch=state.epoch + 1)
