import numpy as np

from downscale import elevation_adjust
from experiments import EXPERIMENTS


def main():
    rng = np.random.default_rng(0)
    z_fine = rng.uniform(200, 2500, (64, 64)).astype(np.float32)
    z_coarse = np.full((64, 64), 1200.0, np.float32)
    t_coarse = np.full((64, 64), 275.0, np.float32)
    for exp in EXPERIMENTS:
        overrides = {k: v for k, v in exp.items() if k != "name"}
        t = elevation_adjust(t_coarse, z_coarse, z_fine, **overrides)
        print(exp["name"], round(float(t.mean()), 3))


if __name__ == "__main__":
    main()
