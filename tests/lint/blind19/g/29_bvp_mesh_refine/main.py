import numpy as np

from fem import solve_and_estimate
from mesh import refine, uniform_mesh


def main():
    nodes = uniform_mesh(16)
    for level in range(5):
        u, ind = solve_and_estimate(nodes)
        ind = np.asarray(ind)
        print(f"level {level} cells {len(nodes) - 1} est {ind.sum():.3e} umax {float(u.max()):.4f}")
        nodes = refine(nodes, ind)


if __name__ == "__main__":
    main()
