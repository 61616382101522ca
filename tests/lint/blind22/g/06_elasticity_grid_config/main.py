from dataclasses import dataclass

import jax.numpy as jnp
import numpy as np

from pricing import revenue_curve


@dataclass(frozen=True)
class PricingConfig:
    skus: int = 8
    grid_points: int = 41
    weeks: int = 4


def main(cfg=PricingConfig()):
    rng = np.random.default_rng(1)
    for week in range(cfg.weeks):
        log_a = jnp.asarray(rng.normal(3.0, 0.2, cfg.skus), jnp.float32)
        elasticity = jnp.asarray(-rng.uniform(1.1, 2.5, cfg.skus), jnp.float32)
        base = jnp.float32(20.0 + week)
        prices, rev = revenue_curve(log_a, elasticity, cfg.grid_points, base)
        best = prices[jnp.argmax(rev, axis=1)]
        print(week, np.round(np.asarray(best[:3]), 2))


if __name__ == "__main__":
    main()
