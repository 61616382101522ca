import numpy as np

from swe import Grid, run

GRID = Grid(n=200, dx=0.05)


def main():
    profiles = {}
    for scheme in ("lax_friedrichs", "rusanov"):
        h, t = run(scheme, GRID, n_steps=8)
        profiles[scheme] = np.asarray(h)
        print(f"{scheme:15s} t={t:.4f} front at x={GRID.dx * int(np.argmax(profiles[scheme] < 1.01)):.2f}")
    diff = np.abs(profiles["lax_friedrichs"] - profiles["rusanov"]).max()
    print(f"max difference between schemes {diff:.4f}")


if __name__ == "__main__":
    main()
