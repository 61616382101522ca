import jax
import jax.numpy as jnp
import numpy as np

from calendar_ import PROMO_CALENDAR


@jax.jit
def weekly_lift(base_units, elasticity, discounts):
    lift = jnp.ones_like(base_units)
    for d in discounts:
        lift = lift * (1.0 - d) ** elasticity
    return base_units * lift


def main():
    rng = np.random.default_rng(0)
    base = jnp.asarray(rng.poisson(100, 30), jnp.float32)
    elasticity = jnp.asarray(-rng.uniform(1.0, 2.5, 30), jnp.float32)
    for week, discounts in PROMO_CALENDAR.items():
        units = weekly_lift(base, elasticity, discounts)
        print(week, round(float(units.sum())))


if __name__ == "__main__":
    main()
