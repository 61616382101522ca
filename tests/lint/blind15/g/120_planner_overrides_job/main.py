import numpy as np

from forecast import adjusted_forecast
from overrides import total_adjustment


def sku_histories(rng, n_skus=6, days=56):
    season = np.array([1.1, 1.0, 0.95, 0.9, 1.0, 1.2, 0.85], np.float32)
    for k in range(n_skus):
        base = rng.uniform(20, 80)
        h = base * season[np.arange(days) % 7] + rng.normal(0, 2, days)
        yield f"sku_{k:02d}", h.astype(np.float32), season


def main():
    rng = np.random.default_rng(0)
    for sku, hist, season in sku_histories(rng):
        fc = adjusted_forecast(hist, season, total_adjustment(sku))
        print(f"{sku}: next week total {float(fc.sum()):.1f}")


if __name__ == "__main__":
    main()
