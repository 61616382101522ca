import jax
import jax.numpy as jnp

from dynamics import cartpole


def make_rollout_cost(Q, R):
    def rollout_cost(x0, us):
        def body(x, u):
            xn = cartpole(x, u)
            return xn, xn @ Q @ xn + u @ R @ u
        _, costs = jax.lax.scan(body, x0, us)
        return costs.sum()
    return jax.jit(rollout_cost)


def improve(cost_fn, x0, us, lr=0.05, iters=5):
    g = jax.grad(cost_fn, argnums=1)
    for _ in range(iters):
        us = us - lr * g(x0, us)
    return us
