from functools import cached_property

import jax
import jax.numpy as jnp


class SpringMassChain:
    def __init__(self, n_masses=8, k=40.0, damping=0.3, dt=0.01):
        self.n = n_masses
        self.k = k
        self.c = damping
        self.dt = dt

    def _accel(self, x, v):
        left = jnp.concatenate([jnp.zeros(1), x[:-1]])
        right = jnp.concatenate([x[1:], x[-1:]])
        return self.k * (left - 2 * x + right) - self.c * v

    @cached_property
    def integrate(self):
        def leapfrog(x, v, n_steps=25):
            def body(carry, _):
                x, v = carry
                v = v + self.dt * self._accel(x, v)
                x = x + self.dt * v
                return (x, v), None
            (x, v), _ = jax.lax.scan(body, (x, v), None, length=n_steps)
            return x, v
        return jax.jit(leapfrog)


if __name__ == "__main__":
    chain = SpringMassChain()
    x = jnp.zeros(chain.n).at[0].set(0.5)
    v = jnp.zeros(chain.n)
    for frame in range(6):
        x, v = chain.integrate(x, v)
        print(f"frame {frame}: tip={float(x[-1]):+.4f}")
