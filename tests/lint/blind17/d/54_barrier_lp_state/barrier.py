from typing import NamedTuple

import jax
import jax.numpy as jnp


class BarrierState(NamedTuple):
    x: jax.Array
    t: jax.Array


def barrier_objective(x, t, c, G, h):
    slack = h - G @ x
    return t * (c @ x) - jnp.sum(jnp.log(slack))


@jax.jit
def centering_step(state, c, G, h, mu=4.0):
    x, t = state
    grad = jax.grad(barrier_objective)(x, t, c, G, h)
    hess = jax.hessian(barrier_objective)(x, t, c, G, h)
    dx = -jnp.linalg.solve(hess, grad)
    # fraction-to-boundary rule keeps the iterate strictly feasible
    Gdx = G @ dx
    slack = h - G @ x
    ratios = jnp.where(Gdx > 0, slack / Gdx, jnp.inf)
    step = jnp.minimum(1.0, 0.95 * jnp.min(ratios))
    return BarrierState(x + step * dx, t * mu)
