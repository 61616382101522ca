import numpy as np

from calibration import fit_temperature


def overconfident_asr_posteriors(n_utts=200, n_classes=10, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, n_classes, size=n_utts)
    logits = rng.standard_normal((n_utts, n_classes)) * 2.0
    correct = rng.random(n_utts) < 0.6
    logits[np.arange(n_utts), np.where(correct, labels, (labels + 1) % n_classes)] += 6.0
    return logits.astype(np.float32), labels.astype(np.int32)


if __name__ == "__main__":
    logits, labels = overconfident_asr_posteriors()
    temperature, result = fit_temperature(logits, labels)
    print(f"fitted temperature {temperature:.3f} after {result.nit} iterations ({result.njev} gradient calls)")
