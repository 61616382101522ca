import jax.numpy as jnp
import numpy as np

from solver import upwind_solve

N = 128
X = jnp.linspace(0.0, 1.0, N, endpoint=False)
DX = 1.0 / N


def exact(velocity, t):
    return jnp.exp(-200.0 * (((X - velocity * t) % 1.0) - 0.3) ** 2)


def main():
    u0 = exact(0.0, 0.0)
    dt = 0.4 * DX
    n_steps = 50
    velocities = np.linspace(0.5, 1.5, 6)
    errors = {}
    for v in velocities:
        u = upwind_solve(u0, DX, dt, velocity=jnp.float32(v), n_steps=n_steps)
        errors[round(float(v), 2)] = float(jnp.max(jnp.abs(u - exact(v, n_steps * dt))))
    print(errors)


if __name__ == "__main__":
    main()
