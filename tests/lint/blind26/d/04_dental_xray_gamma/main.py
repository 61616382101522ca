import numpy as np

from config import SITES
from enhance import enhance_radiograph, as_params


def load_bitewings(site, n=3, seed=0):
    rng = np.random.default_rng(sum(map(ord, site)) + seed)
    base = rng.gamma(2.0, 400.0, size=(n, 48, 64)).astype(np.float32)
    return np.minimum(base, 4095.0)


def main():
    for site, cfg in SITES.items():
        gamma, lo_q, hi_q = as_params(cfg)
        for img in load_bitewings(site):
            out = enhance_radiograph(img, gamma, lo_q, hi_q)
            print(site, round(float(out.mean()), 3))


if __name__ == "__main__":
    main()
