import jax
import jax.numpy as jnp


class GraphHeatSolver:
    """Solves (I + t L) u = f on a graph with conjugate gradients (implicit heat step)."""

    def __init__(self, senders, receivers, weights, n_nodes, t=0.5, cg_iters=30):
        self.senders = jnp.asarray(senders)
        self.receivers = jnp.asarray(receivers)
        self.weights = jnp.asarray(weights, jnp.float32)
        self.n_nodes = n_nodes
        self.t = t
        self.cg_iters = cg_iters
        self._solve = jax.jit(self.solve)

    def apply_operator(self, u):
        diff = u[self.senders] - u[self.receivers]
        lap = jax.ops.segment_sum(self.weights * diff, self.senders, num_segments=self.n_nodes)
        return u + self.t * lap

    def solve(self, f):
        u, _ = jax.scipy.sparse.linalg.cg(self.apply_operator, f, maxiter=self.cg_iters)
        return u

    def __call__(self, f):
        return self._solve(f)
