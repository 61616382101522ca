import jax
import jax.numpy as jnp


class LinearMPCAgent:
    def __init__(self, A, B, horizon=10, iters=15):
        self.A, self.B = A, B
        self.horizon, self.iters = horizon, iters
        self.u_prev = jnp.zeros((horizon, B.shape[1]))
        self._solve = jax.jit(self.solve)

    def solve(self, x0, u_init):
        def cost(u):
            def f(x, uk):
                x = self.A @ x + self.B @ uk
                return x, x
            _, xs = jax.lax.scan(f, x0, u)
            return jnp.sum(xs ** 2) + 0.1 * jnp.sum(u ** 2)
        u = u_init
        for _ in range(self.iters):
            u = u - 0.1 * jax.grad(cost)(u)
        return u

    def act(self, x):
        u = self._solve(x, self.u_prev)
        self.u_prev = jnp.concatenate([u[1:], u[-1:]])
        return u[0]
