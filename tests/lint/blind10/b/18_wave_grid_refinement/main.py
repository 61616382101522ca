import jax.numpy as jnp

from wave import energy, leapfrog

GRIDS = (64, 128, 256)
C = 1.0
CFL = 0.5


def gaussian_pulse(n):
    x = jnp.linspace(0.0, 1.0, n, endpoint=False)
    return jnp.exp(-((x - 0.5) / 0.05) ** 2)


def refinement_study(n_windows=4):
    for n in GRIDS:
        dx = 1.0 / n
        dt = CFL * dx / C
        u0 = gaussian_pulse(n)
        u_prev, u = u0, u0
        drift = []
        e0 = float(energy(u_prev, u, C, dt, dx))
        for w in range(n_windows):
            u_prev, u = leapfrog(u_prev, u, C, dt, dx)
            drift.append(float(energy(u_prev, u, C, dt, dx)))
        print(f"n={n:4d} energy {[round(d, 4) for d in drift]} (initial {e0:.4f})")


if __name__ == "__main__":
    refinement_study()
