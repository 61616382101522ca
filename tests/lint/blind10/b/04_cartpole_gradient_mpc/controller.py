import jax
import jax.numpy as jnp


def cartpole_linear(state, u, dt=0.05):
    A = jnp.array([[1.0, dt, 0.0, 0.0],
                   [0.0, 1.0, -0.98 * dt, 0.0],
                   [0.0, 0.0, 1.0, dt],
                   [0.0, 0.0, 21.6 * dt, 1.0]])
    B = jnp.array([0.0, dt, 0.0, -2.0 * dt])
    return A @ state + B * u


class GradientMPC:
    def __init__(self, horizon=10, n_grad_steps=15, lr=0.002):
        self.horizon = horizon
        self.n_grad_steps = n_grad_steps
        self.lr = lr
        self.u_plan = jnp.zeros(horizon)
        self._optimise = jax.jit(self._build_optimiser())

    def _cost(self, u_seq, x0):
        def step(x, u):
            x_next = cartpole_linear(x, u)
            return x_next, x_next @ x_next + 0.1 * u**2

        _, costs = jax.lax.scan(step, x0, u_seq)
        return jnp.sum(costs)

    def _build_optimiser(self):
        grad_cost = jax.grad(self._cost)
        lr, n = self.lr, self.n_grad_steps

        def optimise(u_seq, x0):
            return jax.lax.fori_loop(0, n, lambda _, u: u - lr * grad_cost(u, x0), u_seq)

        return optimise

    @property
    def plan_fn(self):
        return self._optimise

    def act(self, x):
        self.u_plan = self.plan_fn(self.u_plan, x)
        u0 = self.u_plan[0]
        self.u_plan = jnp.roll(self.u_plan, -1).at[-1].set(0.0)
        return u0
