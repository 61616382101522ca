import jax
import jax.numpy as jnp


class Diffusion2D:
    def __init__(self, n=32, kappa=1.0):
        self.dx = 1.0 / n
        self.kappa = kappa
        self.dt = 0.2 * self.dx ** 2 / kappa
        self._step = jax.jit(self.step_fn)

    def step_fn(self, T, source):
        lap = (
            jnp.roll(T, 1, 0) + jnp.roll(T, -1, 0) + jnp.roll(T, 1, 1) + jnp.roll(T, -1, 1) - 4 * T
        ) / self.dx ** 2
        return T + self.dt * (self.kappa * lap + source)

    def run(self, T, source, n_steps):
        for _ in range(n_steps):
            T = self._step(T, source)
        return T


if __name__ == "__main__":
    n = 32
    model = Diffusion2D(n)
    T = jnp.zeros((n, n))
    src = jnp.zeros((n, n)).at[n // 2, n // 2].set(100.0)
    for day in range(4):
        T = model.run(T, src, 5)
        print(f"day {day}: mean T = {float(T.mean()):.5f}")
