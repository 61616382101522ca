import jax.numpy as jnp

from wave.diagnostics import energy_drift
from wave.solver import leapfrog_wave

N = 48
C2DT2 = 0.2


def initial_pulse(n):
    x = jnp.linspace(-1, 1, n)
    xx, yy = jnp.meshgrid(x, x)
    return jnp.exp(-(xx**2 + yy**2) / 0.02)


def main():
    u = initial_pulse(N)
    u_prev = u
    for report in range(3):
        for _ in range(4):
            u_prev, u = leapfrog_wave(u_prev, u, C2DT2)
        print(f"report {report}: max |u| = {float(jnp.abs(u).max()):.4f}, "
              f"probe drift = {energy_drift(u_prev, u, C2DT2):+.2e}")


if __name__ == "__main__":
    main()
