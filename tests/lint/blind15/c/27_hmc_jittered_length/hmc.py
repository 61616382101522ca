from functools import partial

import jax
import jax.numpy as jnp


def log_prob(q):
    # correlated 2-d Gaussian
    prec = jnp.array([[2.0, -1.2], [-1.2, 2.0]])
    return -0.5 * q @ prec @ q


@partial(jax.jit, static_argnames=("n_leapfrog",))
def hmc_step(key, q, step_size, n_leapfrog):
    k_mom, k_acc = jax.random.split(key)
    p = jax.random.normal(k_mom, q.shape)
    grad = jax.grad(log_prob)
    q_new, p_new = q, p + 0.5 * step_size * grad(q)
    for i in range(n_leapfrog):
        q_new = q_new + step_size * p_new
        if i < n_leapfrog - 1:
            p_new = p_new + step_size * grad(q_new)
    p_new = p_new + 0.5 * step_size * grad(q_new)
    h_old = -log_prob(q) + 0.5 * p @ p
    h_new = -log_prob(q_new) + 0.5 * p_new @ p_new
    accept = jnp.log(jax.random.uniform(k_acc)) < h_old - h_new
    return jnp.where(accept, q_new, q), accept
