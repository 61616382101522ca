from functools import partial

import jax
import jax.numpy as jnp
from jax.scipy.special import logsumexp


def sinkhorn(log_k, n_iters):
    def body(log_p, _):
        log_p = log_p - logsumexp(log_p, axis=1, keepdims=True)
        log_p = log_p - logsumexp(log_p, axis=0, keepdims=True)
        return log_p, None

    log_p, _ = jax.lax.scan(body, log_k, None, length=n_iters)
    return jnp.exp(log_p)


def assignment_cost(weights, features, durations, temperature, n_iters):
    scores = features @ weights
    plan = sinkhorn(-scores * durations / temperature, n_iters)
    return jnp.sum(plan * durations), plan


@partial(jax.jit, static_argnums=(4,))
def train_step(weights, features, durations, temperature, n_iters, lr):
    (cost, plan), g = jax.value_and_grad(assignment_cost, has_aux=True)(
        weights, features, durations, temperature, n_iters
    )
    return weights - lr * g, cost
