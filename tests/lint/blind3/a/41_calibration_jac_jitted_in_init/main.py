import numpy as np

from calibration import PlattScaler


def main():
    rng = np.random.default_rng(0)
    labels = rng.integers(0, 2, size=300).astype(np.float32)
    scores = (2 * labels - 1) * 1.5 + rng.normal(size=300).astype(np.float32)
    scaler = PlattScaler(scores, labels)
    res = scaler.fit()
    print(f"a={scaler.a:.3f} b={scaler.b:.3f} nfev={res.nfev}")


if __name__ == "__main__":
    main()
