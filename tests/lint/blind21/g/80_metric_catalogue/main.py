import numpy as np

from significance import two_sample_z

METRICS = [
    ("converted", "binary"),
    ("revenue", "continuous"),
    ("added_to_cart", "binary"),
    ("session_minutes", "continuous"),
    ("returned_7d", "binary"),
]


def load(rng, kind, n=400):
    if kind == "binary":
        return [(rng.uniform(size=n) < p).astype(np.float32) for p in (0.1, 0.11)]
    return [rng.gamma(2.0, s, n).astype(np.float32) for s in (5.0, 5.2)]


def main():
    rng = np.random.default_rng(171)
    for name, kind in METRICS:
        c, t = load(rng, kind)
        print(f"{name:>16} ({kind}): z={float(two_sample_z(c, t, kind=kind)):.3f}")


if __name__ == "__main__":
    main()
