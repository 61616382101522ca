import jax
import numpy as np

from detector import init_autoencoder, reconstruction_error
from streaming import chunked, sliding_windows

WIDTH = 32
STRIDE = 8
CHUNK = 16


def load_sensors(seed=0):
    rng = np.random.default_rng(seed)
    sensors = {}
    for name, n in [("pump_a", 700), ("pump_b", 530), ("valve_1", 610), ("valve_2", 455), ("fan", 380)]:
        t = np.arange(n)
        x = np.sin(2 * np.pi * t / 40) + 0.1 * rng.standard_normal(n)
        x[rng.integers(n)] += 3.0  # a spike
        sensors[name] = x.astype(np.float32)
    return sensors


def main():
    params = init_autoencoder(jax.random.PRNGKey(0), WIDTH)
    for name, series in load_sensors().items():
        scores = []
        for batch in chunked(sliding_windows(series, WIDTH, STRIDE), CHUNK):
            scores.append(np.asarray(reconstruction_error(params, batch)))
        scores = np.concatenate(scores)
        print(f"{name:8s} windows {len(scores):3d} most anomalous window {int(scores.argmax()) * STRIDE}")


if __name__ == "__main__":
    main()
