import jax
import jax.numpy as jnp
import numpy as np

from calendar_ import PROMO_CALENDAR

MAX_PROMOS = 4


def as_discount_vector(discounts, size=MAX_PROMOS):
    vec = np.zeros(size, np.float32)
    vec[: len(discounts)] = discounts
    return vec


@jax.jit
def weekly_lift(base_units, elasticity, discounts):
    log_keep = jnp.sum(jnp.log1p(-discounts))
    return base_units * jnp.exp(elasticity * log_keep)


def main():
    rng = np.random.default_rng(0)
    base = jnp.asarray(rng.poisson(100, 30), jnp.float32)
    elasticity = jnp.asarray(-rng.uniform(1.0, 2.5, 30), jnp.float32)
    for week, discounts in PROMO_CALENDAR.items():
        units = weekly_lift(base, elasticity, as_discount_vector(discounts))
        print(week, round(float(units.sum())))


if __name__ == "__main__":
    main()
