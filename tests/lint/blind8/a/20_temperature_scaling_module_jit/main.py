import jax
import jax.numpy as jnp
import numpy as np

from calibration import TemperatureScaler


def overconfident_logits(n=200, classes=10, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, classes, size=n)
    logits = rng.normal(size=(n, classes))
    correct = rng.random(n) < 0.7
    logits[np.arange(n), np.where(correct, labels, (labels + 1) % classes)] += 3.0
    return (logits * 2.5).astype(np.float32), labels.astype(np.int32)


def expected_calibration_error(probs, labels, bins=10):
    conf = probs.max(-1)
    acc = probs.argmax(-1) == labels
    edges = np.linspace(0, 1, bins + 1)
    ece = 0.0
    for lo, hi in zip(edges[:-1], edges[1:]):
        m = (conf > lo) & (conf <= hi)
        if m.any():
            ece += m.mean() * abs(acc[m].mean() - conf[m].mean())
    return ece


def main():
    val_logits, val_labels = overconfident_logits()
    scaler = TemperatureScaler().fit(val_logits, val_labels)
    before = expected_calibration_error(np.asarray(jax.nn.softmax(val_logits)), val_labels)
    after = expected_calibration_error(
        np.asarray(jax.nn.softmax(jnp.asarray(val_logits) / scaler.temperature)), val_labels)
    print(f"temperature {scaler.temperature:.3f}  ECE {before:.4f} -> {after:.4f}")


if __name__ == "__main__":
    main()
