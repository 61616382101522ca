import numpy as np

from life import reversals_to_failure
from materials import lookup


def hotspot_cases(rng, n=64):
    ea = rng.uniform(0.0015, 0.006, n).astype(np.float32)
    sm = rng.uniform(-50, 150, n).astype(np.float32)
    return ea, sm


def main():
    rng = np.random.default_rng(0)
    for detail in ["cover plate end", "rib-deck weld", "stiffener toe", "diaphragm cutout"]:
        ea, sm = hotspot_cases(rng)
        n2 = np.asarray(reversals_to_failure(ea, sm, mat=lookup("S355")))
        print(f"{detail:18s}: median N_f {np.median(n2) / 2:.3e} cycles, min {n2.min() / 2:.3e}")


if __name__ == "__main__":
    main()
