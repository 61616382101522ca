import jax
import jax.numpy as jnp


class BackwardEulerReactionDiffusion:
    """Allen-Cahn u_t = eps^2 u_xx + u - u^3 with Newton iterations per step."""

    def __init__(self, n, eps=0.05, dt=0.05, newton_iters=4):
        self.n = n
        self.dx = 1.0 / n
        self.eps = eps
        self.dt = dt
        self.newton_iters = newton_iters

    def residual(self, u_new, u_old):
        lap = (jnp.roll(u_new, 1) - 2 * u_new + jnp.roll(u_new, -1)) / self.dx**2
        return u_new - u_old - self.dt * (self.eps**2 * lap + u_new - u_new**3)

    def step(self, u_old):
        def newton(u):
            def body(_, v):
                J = jax.jacfwd(self.residual)(v, u_old)
                return v - jnp.linalg.solve(J, self.residual(v, u_old))

            return jax.lax.fori_loop(0, self.newton_iters, body, u)

        return jax.jit(newton)(u_old)
