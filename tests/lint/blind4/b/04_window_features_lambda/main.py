import jax
import jax.numpy as jnp
import numpy as np


def rolling_stats(series, window):
    idx = jnp.arange(series.shape[0] - window + 1)[:, None] + jnp.arange(window)[None, :]
    win = series[idx]
    return jnp.stack([win.mean(1), win.std(1), win.max(1) - win.min(1)], axis=1)


def make_series(rng, n=128):
    trend = np.linspace(0, 1, n)
    return (trend + 0.1 * rng.standard_normal(n)).astype(np.float32)


def main():
    rng = np.random.default_rng(3)
    sensors = {f"sensor_{i}": make_series(rng) for i in range(5)}
    window = 16
    features = {}
    for name, series in sensors.items():
        featurize = jax.jit(lambda s: rolling_stats(s, window))
        features[name] = featurize(jnp.asarray(series))
    for name, f in features.items():
        print(name, f.shape, float(f[:, 1].mean()))


if __name__ == "__main__":
    main()
