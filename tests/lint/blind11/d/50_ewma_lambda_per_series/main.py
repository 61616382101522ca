import numpy as np
import jax

from features import ewma, rolling_zscore

SERIES_LEN = 96
ALPHA = 0.2


def load_sensor_panel(rng, n_sensors=6):
    base = np.sin(np.arange(SERIES_LEN) / 6.0)
    return {f"sensor_{i}": (base * rng.uniform(0.5, 2) + 0.3 * rng.normal(size=SERIES_LEN)).astype(np.float32)
            for i in range(n_sensors)}


def main():
    rng = np.random.default_rng(0)
    panel = load_sensor_panel(rng)
    anomalies = {}
    for name, series in panel.items():
        featurize = jax.jit(lambda x: rolling_zscore(x, ewma(x, ALPHA)))
        z = np.asarray(featurize(series))
        anomalies[name] = int((np.abs(z) > 2.5).sum())
    print(anomalies)


if __name__ == "__main__":
    main()
