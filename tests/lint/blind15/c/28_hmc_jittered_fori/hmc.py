import jax
import jax.numpy as jnp


def log_prob(q):
    # correlated 2-d Gaussian
    prec = jnp.array([[2.0, -1.2], [-1.2, 2.0]])
    return -0.5 * q @ prec @ q


@jax.jit
def hmc_step(key, q, step_size, n_leapfrog):
    k_mom, k_acc = jax.random.split(key)
    p = jax.random.normal(k_mom, q.shape)
    grad = jax.grad(log_prob)

    def leap(_, state):
        q_, p_ = state
        p_ = p_ + 0.5 * step_size * grad(q_)
        q_ = q_ + step_size * p_
        p_ = p_ + 0.5 * step_size * grad(q_)
        return q_, p_

    q_new, p_new = jax.lax.fori_loop(0, n_leapfrog, leap, (q, p))
    h_old = -log_prob(q) + 0.5 * p @ p
    h_new = -log_prob(q_new) + 0.5 * p_new @ p_new
    accept = jnp.log(jax.random.uniform(k_acc)) < h_old - h_new
    return jnp.where(accept, q_new, q), accept
