import jax
import jax.numpy as jnp


def pendulum_dynamics(state, u, dt=0.05):
    theta, omega = state
    omega_next = omega + dt * (-9.81 * jnp.sin(theta) + u)
    theta_next = theta + dt * omega_next
    return jnp.stack([theta_next, omega_next])


class ShootingMPC:
    def __init__(self, horizon=15, n_grad_steps=10, lr=0.1):
        self.horizon = horizon
        self.n_grad_steps = n_grad_steps
        self.lr = lr
        self.u_plan = jnp.zeros(horizon)

    def _cost(self, u_seq, x0):
        def step(x, u):
            x_next = pendulum_dynamics(x, u)
            return x_next, jnp.sum(x_next**2) + 0.01 * u**2

        _, costs = jax.lax.scan(step, x0, u_seq)
        return jnp.sum(costs)

    @property
    def plan_fn(self):
        grad_cost = jax.grad(self._cost)

        def optimise(u_seq, x0):
            def body(_, u):
                return u - self.lr * grad_cost(u, x0)

            return jax.lax.fori_loop(0, self.n_grad_steps, body, u_seq)

        return jax.jit(optimise)

    def act(self, x):
        self.u_plan = self.plan_fn(self.u_plan, x)
        u0 = self.u_plan[0]
        self.u_plan = jnp.roll(self.u_plan, -1).at[-1].set(0.0)
        return u0
