import numpy as np

from calibration import TemperatureScaler


def fake_validation_logits(rng, n=200, n_classes=5, overconfidence=3.0):
    labels = rng.integers(0, n_classes, size=n)
    logits = rng.normal(size=(n, n_classes))
    logits[np.arange(n), labels] += 1.5
    return (overconfidence * logits).astype(np.float32), labels.astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    logits, labels = fake_validation_logits(rng)
    scaler = TemperatureScaler(logits, labels)
    temperature, res = scaler.fit()
    print(f"fitted temperature {temperature:.3f} (nfev={res.nfev}, njev={res.njev})")


if __name__ == "__main__":
    main()
