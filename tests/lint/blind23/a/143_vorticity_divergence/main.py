import numpy as np

from kinematics import vorticity_divergence
from sources import from_model, from_scatterometer


def main():
    rng = np.random.default_rng(0)
    for t in range(3):
        for name, src in (("model", from_model), ("ascat", from_scatterometer)):
            wind = src(rng)
            zeta, div = vorticity_divergence(wind, 25e3)
            print(t, name, f"{float(np.abs(zeta).mean()):.2e}")


if __name__ == "__main__":
    main()
