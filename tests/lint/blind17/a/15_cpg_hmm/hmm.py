from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("length",))
def log_likelihood(log_init, log_trans, log_emit, obs, length):
    def step(alpha, o):
        alpha = jax.nn.logsumexp(alpha[:, None] + log_trans, axis=0) + log_emit[:, o]
        return alpha, None

    alpha0 = log_init + log_emit[:, obs[0]]
    alpha, _ = jax.lax.scan(step, alpha0, obs[1:length])
    return jax.nn.logsumexp(alpha)
