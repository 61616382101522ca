import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("label",))
def assignment_sinkhorn(cost, supply, demand, label, n_iters=20, eps=0.5):
    with jax.named_scope(label):
        kernel = jnp.exp(-cost / eps)
        u = jnp.ones_like(supply)
        v = jnp.ones_like(demand)
        for _ in range(n_iters):
            u = supply / (kernel @ v)
            v = demand / (kernel.T @ u)
        plan = u[:, None] * kernel * v[None, :]
        return plan, (plan * cost).sum()
