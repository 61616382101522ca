import functools

import jax
import jax.numpy as jnp


def apply_operator(u, senders, receivers, weights, t):
    diff = u[senders] - u[receivers]
    lap = jax.ops.segment_sum(weights * diff, senders, num_segments=u.shape[0])
    return u + t * lap


@functools.partial(jax.jit, static_argnames=("cg_iters",))
def heat_solve(f, senders, receivers, weights, t, cg_iters=30):
    op = functools.partial(apply_operator, senders=senders, receivers=receivers, weights=weights, t=t)
    u, _ = jax.scipy.sparse.linalg.cg(op, f, maxiter=cg_iters)
    return u


class GraphHeatSolver:
    """Solves (I + t L) u = f on a graph with conjugate gradients (implicit heat step)."""

    def __init__(self, senders, receivers, weights, t=0.5, cg_iters=30):
        self.senders = jnp.asarray(senders)
        self.receivers = jnp.asarray(receivers)
        self.weights = jnp.asarray(weights, jnp.float32)
        self.t = jnp.float32(t)
        self.cg_iters = cg_iters

    def __call__(self, f):
        return heat_solve(f, self.senders, self.receivers, self.weights, self.t, cg_iters=self.cg_iters)
