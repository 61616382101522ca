import functools

import jax
import jax.numpy as jnp


class SteadyConduction:
    def __init__(self, n):
        self.n = n

    def __hash__(self):
        return hash((type(self), self.n))

    def __eq__(self, other):
        return type(other) is type(self) and other.n == self.n

    @functools.partial(jax.jit, static_argnums=0)
    def relax(self, T, conductivity, source, n_iter=200):
        h2 = (1.0 / (self.n - 1)) ** 2
        q = source * h2 / conductivity

        def body(_, T):
            interior = 0.25 * (T[:-2, 1:-1] + T[2:, 1:-1] + T[1:-1, :-2] + T[1:-1, 2:] + q)
            return T.at[1:-1, 1:-1].set(interior)

        return jax.lax.fori_loop(0, n_iter, body, T)
