import jax
import jax.numpy as jnp


class CSTR:
    """Isothermal continuous stirred-tank reactor, A -> B -> C with first-order steps."""

    def __init__(self, k1=1.2, k2=0.4, residence_time=5.0, feed=(1.0, 0.0, 0.0)):
        self.k1, self.k2 = k1, k2
        self.tau = residence_time
        self.feed = jnp.asarray(feed, jnp.float32)

    def rhs(self, c):
        a, b, _ = c
        rates = jnp.array([-self.k1 * a, self.k1 * a - self.k2 * b, self.k2 * b])
        return (self.feed - c) / self.tau + rates

    def rk4(self, c, dt):
        k1 = self.rhs(c)
        k2 = self.rhs(c + 0.5 * dt * k1)
        k3 = self.rhs(c + 0.5 * dt * k2)
        k4 = self.rhs(c + dt * k3)
        return c + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)

    def integrate(self, c, dt, n_steps):
        history = [c]
        for _ in range(n_steps):
            c = jax.jit(self.rk4)(c, dt)
            history.append(c)
        return jnp.stack(history)
