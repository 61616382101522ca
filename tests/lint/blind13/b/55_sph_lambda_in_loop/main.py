import jax
import jax.numpy as jnp
import numpy as np

from sph import density, pressure_accel

H = 0.12
DT = 2e-3
GRAVITY = jnp.array([0.0, -1.0])


def water_column(nx=8, ny=10, spacing=0.05):
    g = np.stack(np.meshgrid(np.arange(nx), np.arange(ny), indexing="ij"), -1).reshape(-1, 2)
    return jnp.asarray(g * spacing + 0.1, jnp.float32)


def main():
    pos = water_column()
    vel = jnp.zeros_like(pos)
    mass = 0.05 ** 2
    accel = jax.jit(lambda x, r: pressure_accel(x, r, mass, H) + GRAVITY)
    for step in range(6):
        rho = jax.jit(lambda x: density(x, mass, H))(pos)
        vel = vel + DT * accel(pos, rho)
        pos = pos + DT * vel
        pos = pos.at[:, 1].set(jnp.maximum(pos[:, 1], 0.0))
        print(f"step {step}: mean density {float(rho.mean()):.3f}, min y {float(pos[:, 1].min()):.4f}")


if __name__ == "__main__":
    main()
