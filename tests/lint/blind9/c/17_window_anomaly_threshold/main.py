from dataclasses import dataclass

import jax
import jax.numpy as jnp
import numpy as np

from windows import sensor_chunks, sliding_windows


@dataclass
class DetectorConfig:
    width: int = 32
    stride: int = 8
    threshold: float = 3.0
    recalibrate_every: int = 2


@jax.jit
def window_scores(windows, threshold):
    mu = windows.mean(axis=1, keepdims=True)
    sd = windows.std(axis=1, keepdims=True) + 1e-6
    z = jnp.abs((windows - mu) / sd).max(axis=1)
    return z, z > threshold


def main():
    cfg = DetectorConfig()
    threshold = cfg.threshold
    history = []
    for i, chunk in enumerate(sensor_chunks(6, 512)):
        w = sliding_windows(chunk, cfg.width, cfg.stride)
        z, flagged = window_scores(w, threshold)
        history.append(np.asarray(z))
        print(f"chunk {i}: {int(flagged.sum())} windows flagged (threshold {threshold:.2f})")
        if (i + 1) % cfg.recalibrate_every == 0:
            threshold = np.quantile(np.concatenate(history), 0.98)


if __name__ == "__main__":
    main()
