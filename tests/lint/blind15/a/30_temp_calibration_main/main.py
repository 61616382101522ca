import jax
import jax.numpy as jnp
import numpy as np

from calibration import fit_temperature, expected_calibration_error


def overconfident_logits(rng, n, num_classes):
    labels = rng.integers(0, num_classes, size=n).astype(np.int32)
    logits = rng.normal(size=(n, num_classes)).astype(np.float32)
    hit = rng.random(n) < 0.6
    logits[np.arange(n)[hit], labels[hit]] += 2.0
    return logits * 4.0, labels


def main():
    rng = np.random.default_rng(0)
    logits, labels = overconfident_logits(rng, 256, 10)
    before = expected_calibration_error(np.asarray(jax.nn.softmax(logits)), labels)
    scaler, nfev = fit_temperature(jnp.asarray(logits), jnp.asarray(labels))
    after = expected_calibration_error(np.asarray(jax.nn.softmax(scaler(logits))), labels)
    print(f"T={float(scaler.temperature):.3f} evaluations={nfev} ECE before {before:.3f} after {after:.3f}")


if __name__ == "__main__":
    main()
