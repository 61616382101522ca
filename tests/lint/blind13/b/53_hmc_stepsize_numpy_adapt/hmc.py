import jax
import jax.numpy as jnp


def make_hmc_kernel(log_post, n_leapfrog=8):
    grad = jax.grad(log_post)

    @jax.jit
    def hmc_kernel(key, theta, step_size):
        k1, k2 = jax.random.split(key)
        p0 = jax.random.normal(k1, theta.shape)

        def leap(carry, _):
            q, p = carry
            p = p + 0.5 * step_size * grad(q)
            q = q + step_size * p
            p = p + 0.5 * step_size * grad(q)
            return (q, p), None

        (q, p), _ = jax.lax.scan(leap, (theta, p0), None, length=n_leapfrog)
        log_acc = log_post(q) - 0.5 * p @ p - log_post(theta) + 0.5 * p0 @ p0
        acc_prob = jnp.minimum(1.0, jnp.exp(log_acc))
        accept = jax.random.uniform(k2) < acc_prob
        return jnp.where(accept, q, theta), acc_prob

    return hmc_kernel
