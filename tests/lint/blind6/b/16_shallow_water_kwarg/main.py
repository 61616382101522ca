import jax.numpy as jnp

from swe import swe_step

DT = 2e-4


def spin_up(h, u, n=5):
    for _ in range(n):
        h, u = swe_step(h, u, dt=DT)
    return h, u


def integrate(h, u, n_out=4, every=5):
    heights = []
    for _ in range(n_out):
        for _ in range(every):
            h, u = swe_step(h, u, DT)
        heights.append(float(h.max()))
    return heights


if __name__ == "__main__":
    x = jnp.linspace(0, 1, 200, endpoint=False)
    h0 = 1.0 + 0.1 * jnp.exp(-300 * (x - 0.5) ** 2)
    u0 = jnp.zeros_like(x)
    h, u = spin_up(h0, u0)
    print("max height:", integrate(h, u))
