import numpy as np
import jax.numpy as jnp

from alerts import va_alert
from sources import latest_from_lab, latest_from_sensor


def main():
    rng = np.random.default_rng(0)
    limit = jnp.float32(1.0)
    for barrel in range(6):
        hist = jnp.asarray(0.4 + np.cumsum(rng.uniform(0, 0.08, 10)), jnp.float32)
        latest = latest_from_lab(hist) if barrel % 2 == 0 else latest_from_sensor(hist)
        alert, margin = va_alert(latest, limit)
        print(f"barrel {barrel}: alert {bool(alert)}, margin {float(margin):.2f} g/L")


if __name__ == "__main__":
    main()
