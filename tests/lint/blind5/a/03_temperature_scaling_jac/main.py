import numpy as np
import jax.numpy as jnp

from calibration import TemperatureScaler


def fake_validation_logits(rng, n=512, n_classes=10):
    labels = rng.integers(0, n_classes, n)
    logits = rng.standard_normal((n, n_classes)) * 2.0
    logits[np.arange(n), labels] += 3.0
    # overconfident model: logits are scaled up
    return jnp.asarray(4.0 * logits, jnp.float32), jnp.asarray(labels, jnp.int32)


def main():
    rng = np.random.default_rng(3)
    for ckpt in ["epoch_10", "epoch_20"]:
        logits, labels = fake_validation_logits(rng)
        scaler = TemperatureScaler(max_iter=4).fit(logits, labels)
        print(f"{ckpt}: fitted temperature {scaler.temperature:.3f}")


if __name__ == "__main__":
    main()
