import functools

import jax
import jax.numpy as jnp


class HeavyBallDescent:
    """Gradient descent with momentum for small smooth problems."""

    def __init__(self, fun, learning_rate=1e-2, momentum=0.9, inner_steps=25):
        self.fun = fun
        self.learning_rate = learning_rate
        self.momentum = momentum
        self.inner_steps = inner_steps

    @functools.partial(jax.jit, static_argnums=0)
    def run_block(self, x, v):
        grad = jax.grad(self.fun)

        def body(_, carry):
            x, v = carry
            v = self.momentum * v - self.learning_rate * grad(x)
            return x + v, v
        x, v = jax.lax.fori_loop(0, self.inner_steps, body, (x, v))
        return x, v, self.fun(x)

    def minimize(self, x0, n_blocks=4):
        x, v = x0, jnp.zeros_like(x0)
        for _ in range(n_blocks):
            x, v, f = self.run_block(x, v)
        return x, f
