import numpy as np

from grid import Grid
from poisson import jacobi_solve

NX, NY = 24, 24


def charge_density(grid, t):
    x, y = grid.coords()
    cx, cy = 0.5 + 0.2 * np.cos(t), 0.5 + 0.2 * np.sin(t)
    return (-100.0 * np.exp(-((x - cx) ** 2 + (y - cy) ** 2) / 0.01)).astype(np.float32)


def main():
    phi = np.zeros((NX, NY), np.float32)
    for step in range(6):
        t = 0.3 * step
        grid = Grid(NX, NY)
        rhs = charge_density(grid, t)
        phi = jacobi_solve(phi, rhs, grid)
        print(f"step {step}: peak potential {float(phi.max()):.4f}")


if __name__ == "__main__":
    main()
