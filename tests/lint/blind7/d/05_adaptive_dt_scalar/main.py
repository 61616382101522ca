import jax.numpy as jnp

from integrator import rk23_step


class AdaptiveSolver:
    def __init__(self, mu=1.0, rtol=1e-3, dt0=0.05):
        self.mu = mu
        self.rtol = rtol
        self.dt = dt0

    def solve(self, y0, t_end, max_steps=8):
        y, t = jnp.asarray(y0, dtype=jnp.float32), 0
        for _ in range(max_steps):
            y_try, t_try, err = rk23_step(y, t, self.dt, self.mu)
            err = float(err)
            if err <= self.rtol:
                y, t = y_try, float(t_try)
            factor = 0.9 * (self.rtol / max(err, 1e-10)) ** (1 / 3)
            self.dt = min(self.dt * min(2.0, max(0.2, factor)), t_end)
            if t >= t_end:
                break
        return y, t


if __name__ == "__main__":
    y, t = AdaptiveSolver().solve([2.0, 0.0], t_end=1.0)
    print("t =", t, "y =", y)
