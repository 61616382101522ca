import numpy as np

from analysis import diffusion_coefficient
from walks import absorbed_walk


def main():
    rng = np.random.default_rng(4)
    estimates = []
    for walker in range(6):
        traj = absorbed_walk(rng, radius=8.0)
        estimates.append(diffusion_coefficient(traj))
        print(f"walker {walker}: {len(traj)} steps to escape, D~{estimates[-1]:.3f}")
    print(f"mean D = {np.mean(estimates):.3f} (expected 0.25)")


if __name__ == "__main__":
    main()
