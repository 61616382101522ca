"""Hourly feeder monitoring: residual alerts plus a daily-seasonality strength metric."""
import jax.numpy as jnp
import numpy as np

from monitor import residual_alerts, seasonal_strength

HOURS = 24 * 14


def feeder_series(rng, feeder):
    t = np.arange(HOURS)
    x = 8 + 3 * np.sin(2 * np.pi * t / 24 + 0.5 * feeder) + 0.4 * rng.normal(size=HOURS)
    x[rng.integers(24, HOURS - 24)] -= 5.0
    return jnp.asarray(x, dtype=jnp.float32)


def main():
    rng = np.random.default_rng(1)
    for feeder in range(4):
        series = feeder_series(rng, feeder)
        alerts = [int(i) for i in residual_alerts(series) if i >= 0]
        strength = float(seasonal_strength(series))
        print(f"feeder {feeder}: alerts at {alerts}, seasonal strength {strength:.2f}")


if __name__ == "__main__":
    main()
