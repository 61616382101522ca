import jax.numpy as jnp
import numpy as np

from solver import DX, NX, NY, advect_diffuse

T_RAMP = 8e-4
C_IN = 1.0
DT = 2e-4
N_STEPS = 8


def poiseuille(ny, u_max=1.0):
    y = (np.arange(ny) + 0.5) / ny
    return jnp.asarray(4 * u_max * y * (1 - y), jnp.float32)[None, :]


def main():
    c = jnp.zeros((NX, NY), jnp.float32)
    u = poiseuille(NY)
    t = 0.0
    for n in range(N_STEPS):
        inflow = C_IN * min(1.0, t / T_RAMP)
        c = advect_diffuse(c, u, inflow, DT)
        t += DT
        print(f"t={t:.4f} inflow={inflow:.3f} mass={float(c.sum() * DX * DX):.5f}")


if __name__ == "__main__":
    main()
