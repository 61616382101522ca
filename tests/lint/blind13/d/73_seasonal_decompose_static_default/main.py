"""Hourly meter monitoring: residual alerts plus a daily-seasonality strength metric."""
import jax.numpy as jnp
import numpy as np

from monitor import residual_alerts, seasonal_strength

HOURS = 24 * 14


def meter_series(rng, meter):
    t = np.arange(HOURS)
    x = 5 + 2 * np.sin(2 * np.pi * t / 24 + meter) + 0.3 * rng.normal(size=HOURS)
    x[rng.integers(0, HOURS)] += 4.0
    return jnp.asarray(x, dtype=jnp.float32)


def main():
    rng = np.random.default_rng(0)
    for meter in range(4):
        series = meter_series(rng, meter)
        alerts = [int(i) for i in residual_alerts(series) if i >= 0]
        strength = float(seasonal_strength(series, 24))
        print(f"meter {meter}: alerts at {alerts}, seasonal strength {strength:.2f}")


if __name__ == "__main__":
    main()
