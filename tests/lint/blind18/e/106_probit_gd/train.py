from functools import partial

import jax
import jax.numpy as jnp
from jax.scipy.stats import norm

LOG_EVERY = 5


def probit_nll(beta, X, y):
    z = X @ beta
    return -jnp.mean(y * norm.logcdf(z) + (1 - y) * norm.logcdf(-z))


@partial(jax.jit, static_argnames=("step",))
def sgd_step(beta, X, y, step, lr=0.5):
    loss, g = jax.value_and_grad(probit_nll)(beta, X, y)
    if step % LOG_EVERY == 0:
        jax.debug.print("step {s}: nll {l:.4f}", s=step, l=loss)
    return beta - lr * g, loss
