import jax
import numpy as np

from calibration import CalibrationMonitor


def main():
    rng = np.random.default_rng(0)
    labels = rng.integers(0, 4, size=100).astype(np.int32)
    mon = CalibrationMonitor()
    for epoch in range(5):
        logits = rng.normal(size=(100, 4)).astype(np.float32) * (1 + epoch)
        logits[np.arange(100), labels] += 1.0 + 0.5 * epoch
        mon(epoch, jax.nn.softmax(logits), labels)
    print([(e, round(v, 4)) for e, v in mon.history])


if __name__ == "__main__":
    main()
