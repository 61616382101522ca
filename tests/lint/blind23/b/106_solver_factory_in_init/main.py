import jax.numpy as jnp
import numpy as np

from solvers import get_eikonal_sweeper

N_SWEEPS = 60


class TravelTimeTable:
    def __init__(self, slowness, h=0.5):
        self.slowness = slowness
        self.h = h
        self.sweeper = get_eikonal_sweeper(N_SWEEPS)

    def first_arrivals(self, src):
        mask = jnp.zeros(self.slowness.shape, bool).at[src].set(True)
        return self.sweeper(self.slowness, mask, self.h)


def main():
    nz, nx = 40, 40
    depth = np.arange(nz)[:, None] * np.ones((1, nx))
    slowness = jnp.asarray(1.0 / (3.0 + 0.05 * depth), jnp.float32)
    table = TravelTimeTable(slowness)
    for src in [(0, 5), (0, 20), (0, 35), (10, 20)]:
        t = table.first_arrivals(src)
        print(src, float(t[-1, 0]), float(t.max()))


if __name__ == "__main__":
    main()
