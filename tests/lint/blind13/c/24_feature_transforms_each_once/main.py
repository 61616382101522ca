import jax
import numpy as np

from transforms import FEATURE_SPECS


def load_raw_columns(rng, n_rows):
    return {
        "impressions_7d": rng.poisson(30, n_rows).astype(np.float32),
        "item_id": rng.integers(0, 10**6, n_rows).astype(np.float32),
        "hours_since_click": rng.exponential(20.0, n_rows).astype(np.float32),
        "price": rng.lognormal(3.0, 1.0, n_rows).astype(np.float32),
    }


def build_feature_table(raw):
    out = {}
    for name, fn in FEATURE_SPECS.items():
        out[name] = np.asarray(jax.jit(fn)(raw[name]))
    return out


def main():
    rng = np.random.default_rng(0)
    for day in range(3):
        table = build_feature_table(load_raw_columns(rng, 512))
        summary = ", ".join(f"{name} {col.mean():.2f}" for name, col in table.items())
        print(f"day {day}: {summary}")


if __name__ == "__main__":
    main()
