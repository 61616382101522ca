import jax
import jax.numpy as jnp
import numpy as np

SEASON_LEN = 40


def load_field_series(n_fields=12, seed=3):
    rng = np.random.default_rng(seed)
    series = []
    for _ in range(n_fields):
        n_obs = rng.integers(18, SEASON_LEN + 1)
        t = np.sort(rng.uniform(0, 1, n_obs))
        ndvi = 0.2 + 0.6 * np.exp(-((t - 0.55) / 0.2) ** 2) + 0.03 * rng.standard_normal(n_obs)
        series.append(ndvi.astype(np.float32))
    return series


def pad_series(s, length):
    out = np.zeros(length, np.float32)
    mask = np.zeros(length, np.float32)
    out[: len(s)] = s
    mask[: len(s)] = 1.0
    return out, mask


@jax.jit
def season_summary(ndvi, mask):
    peak = jnp.max(jnp.where(mask > 0, ndvi, -1.0))
    integral = jnp.sum(ndvi * mask) / jnp.sum(mask)
    green_days = jnp.sum((ndvi > 0.5) * mask)
    return peak, integral, green_days


def main():
    series = load_field_series()
    for i, s in enumerate(series):
        ndvi, mask = pad_series(s, SEASON_LEN)
        peak, integral, green = season_summary(ndvi, mask)
        print(f"field {i:02d} obs={len(s)} peak={float(peak):.3f} mean={float(integral):.3f} green={int(green)}")


if __name__ == "__main__":
    main()
