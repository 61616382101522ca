import numpy as np

from archive import load_ensemble
from scores import crps_ensemble


def main():
    rng = np.random.default_rng(99)
    crps = []
    for d in range(10):
        ens = load_ensemble(d)
        obs = rng.normal(size=ens.shape[1:]).astype(np.float32)
        crps.append(float(crps_ensemble(ens, obs)))
    print(np.round(crps, 3))


if __name__ == "__main__":
    main()
