import functools

import jax
import jax.numpy as jnp


class PassNetwork:
    def __init__(self, team, damping=0.85, n_iter=20):
        self.team = team
        self.damping = damping
        self.n_iter = n_iter

    @functools.partial(jax.jit, static_argnums=0)
    def centrality(self, passes):
        n = passes.shape[0]
        out = passes.sum(1, keepdims=True)
        trans = passes / jnp.maximum(out, 1.0)
        r = jnp.full((n,), 1.0 / n)

        def body(_, r):
            return (1 - self.damping) / n + self.damping * trans.T @ r

        return jax.lax.fori_loop(0, self.n_iter, body, r)
