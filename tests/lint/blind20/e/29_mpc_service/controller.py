import jax
import jax.numpy as jnp

DT = 0.05


class MPCController:
    def __init__(self, horizon=12, iters=20, q=1.0, r=0.05):
        self.horizon = horizon
        self.iters = iters
        self.q = q
        self.r = r

    def _cost(self, u, x0, target):
        def f(x, uk):
            x = x + DT * jnp.array([x[1], uk])
            return x, x
        _, xs = jax.lax.scan(f, x0, u)
        return self.q * jnp.sum((xs[:, 0] - target) ** 2) + self.r * jnp.sum(u ** 2)

    def _plan(self, x0, target):
        u = jnp.zeros(self.horizon)
        for _ in range(self.iters):
            u = u - 0.1 * jax.grad(self._cost)(u, x0, target)
        return u

    @property
    def planner(self):
        return jax.jit(self._plan)

    def act(self, x, target):
        return self.planner(x, target)[0]
