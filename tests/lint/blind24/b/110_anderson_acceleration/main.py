import jax.numpy as jnp

from accel import anderson_mix
from sweep import N, power_iteration_map

DEPTH = 4


def main():
    phi = jnp.ones(N) / jnp.sqrt(N)
    xs, gs = [], []
    for it in range(10):
        g = power_iteration_map(phi)
        xs, gs = (xs + [phi])[-DEPTH:], (gs + [g])[-DEPTH:]
        phi = anderson_mix(xs, gs)
        print(f"iteration {it}: residual {float(jnp.linalg.norm(g - xs[-1])):.2e}")


if __name__ == "__main__":
    main()
