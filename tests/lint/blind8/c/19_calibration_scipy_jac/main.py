import numpy as np

from calibrate import TemperatureScaler


def held_out_logits(n=256, classes=5, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, classes, size=n)
    logits = rng.normal(size=(n, classes)) * 1.5
    logits[np.arange(n), labels] += 2.0
    return (logits * 3.0).astype(np.float32), labels.astype(np.int32)


def main():
    logits, labels = held_out_logits()
    scaler = TemperatureScaler()
    res = scaler.fit(logits, labels)
    print(f"T={scaler.temperature:.3f} after {res.nit} iterations / {res.njev} gradient calls, nll={res.fun:.4f}")
    print(np.round(np.asarray(scaler(logits[:2])), 3))


if __name__ == "__main__":
    main()
