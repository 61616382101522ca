import jax.numpy as jnp
import numpy as np

from engine import yield_controls
from settings import YieldSettings


def main():
    rng = np.random.default_rng(0)
    settings = YieldSettings()
    base = jnp.full(28, 140.0, jnp.float32)
    for week in range(5):
        occ = jnp.asarray(rng.uniform(0.3, 1.0, 28), jnp.float32)
        rates, restrict = yield_controls(occ, base, settings)
        settings.min_los_threshold = round(settings.min_los_threshold - 0.02 * float(restrict.mean()), 3)
        print(week, round(float(rates.mean()), 2), int(restrict.sum()), settings.min_los_threshold)


if __name__ == "__main__":
    main()
