import numpy as np

from service import FeatureService

ROWS, COLS = 128, 6


def main():
    service = FeatureService(["log_counts", "winsorize", "zscore"], ROWS, COLS)
    for name, t in service.warm_up().items():
        print(f"warm-up {name}: {t * 1e3:.1f} ms")
    rng = np.random.default_rng(0)
    for i in range(5):
        raw = rng.gamma(1.5, 10.0, size=(ROWS, COLS)).astype(np.float32)
        out = np.asarray(service.transform(raw))
        print(f"batch {i}: mean={out.mean():.3f} std={out.std():.3f}")


if __name__ == "__main__":
    main()
