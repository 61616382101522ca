import jax
import jax.numpy as jnp


class HMC:
    def __init__(self, log_post, n_leapfrog=8):
        self.log_post = log_post
        self.n_leapfrog = n_leapfrog
        self._kernel = jax.jit(self._step)

    def _step(self, key, theta, step_size):
        grad = jax.grad(self.log_post)
        k1, k2 = jax.random.split(key)
        p0 = jax.random.normal(k1, theta.shape)

        def leap(carry, _):
            q, p = carry
            p = p + 0.5 * step_size * grad(q)
            q = q + step_size * p
            p = p + 0.5 * step_size * grad(q)
            return (q, p), None

        (q, p), _ = jax.lax.scan(leap, (theta, p0), None, length=self.n_leapfrog)
        log_acc = self.log_post(q) - 0.5 * p @ p - self.log_post(theta) + 0.5 * p0 @ p0
        acc_prob = jnp.where(jnp.isfinite(log_acc), jnp.minimum(1.0, jnp.exp(log_acc)), 0.0)
        accept = jax.random.uniform(k2) < acc_prob
        return jnp.where(accept, q, theta), acc_prob

    def step(self, key, theta, step_size):
        return self._kernel(key, theta, jnp.asarray(step_size, dtype=jnp.float32))
