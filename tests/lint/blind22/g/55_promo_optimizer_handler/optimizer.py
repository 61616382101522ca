import functools

import jax
import jax.numpy as jnp


class PromoOptimizer:
    def __init__(self, max_discount=0.4, steps=25):
        self.max_discount = max_discount
        self.steps = steps

    @functools.partial(jax.jit, static_argnums=0)
    def solve(self, base_demand, elasticity, margin):
        def profit(d):
            demand = base_demand * (1 - d) ** elasticity
            return jnp.sum(demand * (margin - d))

        def body(_, d):
            return jnp.clip(d + 0.01 * jax.grad(profit)(d), 0.0, self.max_discount)

        return jax.lax.fori_loop(0, self.steps, body, jnp.zeros_like(base_demand))
