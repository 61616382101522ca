import jax
import jax.numpy as jnp


def leapfrog(grad_logp, q, p, step_size, num_steps):
    def body(_, carry):
        q, p = carry
        p = p + 0.5 * step_size * grad_logp(q)
        q = q + step_size * p
        p = p + 0.5 * step_size * grad_logp(q)
        return q, p

    return jax.lax.fori_loop(0, num_steps, body, (q, p))


def make_hmc_kernel(logp, num_leapfrog=5):
    grad_logp = jax.grad(logp)

    @jax.jit
    def hmc_kernel(key, q, step_size):
        k_mom, k_acc = jax.random.split(key)
        p0 = jax.random.normal(k_mom, q.shape)
        q1, p1 = leapfrog(grad_logp, q, p0, step_size, num_leapfrog)
        log_ratio = logp(q1) - 0.5 * p1 @ p1 - logp(q) + 0.5 * p0 @ p0
        accept_prob = jnp.minimum(1.0, jnp.exp(log_ratio))
        accept = jax.random.uniform(k_acc) < accept_prob
        return jnp.where(accept, q1, q), accept_prob

    return hmc_kernel
