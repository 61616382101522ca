import jax
import jax.numpy as jnp


class HMC:
    def __init__(self, log_prob, step_size=0.1, n_leapfrog=5):
        self.log_prob = log_prob
        self.step_size = step_size
        self.n_leapfrog = n_leapfrog

    def _leapfrog(self, q, p):
        grad = jax.grad(self.log_prob)
        eps = self.step_size
        p = p + 0.5 * eps * grad(q)
        for _ in range(self.n_leapfrog - 1):
            q = q + eps * p
            p = p + eps * grad(q)
        q = q + eps * p
        p = p + 0.5 * eps * grad(q)
        return q, p

    def step(self, q, key):
        def kernel(q, key):
            k1, k2 = jax.random.split(key)
            p0 = jax.random.normal(k1, q.shape)
            q1, p1 = self._leapfrog(q, p0)
            h0 = -self.log_prob(q) + 0.5 * jnp.sum(p0 ** 2)
            h1 = -self.log_prob(q1) + 0.5 * jnp.sum(p1 ** 2)
            accept = jnp.log(jax.random.uniform(k2)) < h0 - h1
            return jnp.where(accept, q1, q), accept

        return jax.jit(kernel)(q, key)

    def run(self, q0, n_samples, key):
        q, samples = q0, []
        for i in range(n_samples):
            key, sub = jax.random.split(key)
            q, _ = self.step(q, sub)
            samples.append(q)
        return jnp.stack(samples)
