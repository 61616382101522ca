import numpy as np

from assessor import EurocodeDetail

DETAILS = ["cross-girder cope", "stringer-to-floorbeam", "hanger plate", "bottom flange splice",
           "web stiffener", "bracing gusset", "deck plate weld", "bearing stiffener"]


def detail_spectrum(rng):
    ranges = np.linspace(5, 140, 40).astype(np.float32)
    counts = (rng.uniform(0.5, 2.0) * 2e6 * np.exp(-ranges / rng.uniform(10, 20))).astype(np.float32)
    return ranges, counts


def main():
    rng = np.random.default_rng(0)
    cat71 = EurocodeDetail(71)
    for name in DETAILS:
        r, c = detail_spectrum(rng)
        d = float(cat71.damage(r, c))
        print(f"{name:22s}: annual damage {d:.4f}, remaining life {max(0.0, 1 / d - 45):.0f} yr")


if __name__ == "__main__":
    main()
