import jax.numpy as jnp
import numpy as np

from solvers import get_eikonal_sweeper

N_SWEEPS = 60


def first_arrivals(slowness, src, h=0.5):
    mask = jnp.zeros(slowness.shape, bool).at[src].set(True)
    sweeper = get_eikonal_sweeper(N_SWEEPS)
    return sweeper(slowness, mask, h)


def main():
    nz, nx = 40, 40
    depth = np.arange(nz)[:, None] * np.ones((1, nx))
    slowness = jnp.asarray(1.0 / (3.0 + 0.05 * depth), jnp.float32)
    for src in [(0, 5), (0, 20), (0, 35), (10, 20)]:
        t = first_arrivals(slowness, src)
        print(src, float(t[-1, 0]), float(t.max()))


if __name__ == "__main__":
    main()
