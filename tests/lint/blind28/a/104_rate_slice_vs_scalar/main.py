import jax
import jax.numpy as jnp
import numpy as np

from rates import rate_for_level


@jax.jit
def expected_room_revenue(rate, demand_curve, rooms):
    sold = jnp.minimum(demand_curve * jnp.exp(-(rate - 150.0) / 80.0), rooms)
    return jnp.sum(sold * rate)


def main():
    rng = np.random.default_rng(0)
    promos = {3: 119.0, 9: 125.0}
    for day in range(12):
        demand = jnp.asarray(rng.uniform(60, 140, 7), jnp.float32)
        level = int(rng.integers(0, 7))
        rate = rate_for_level(level, promos.get(day))
        rev = expected_room_revenue(rate, demand, jnp.float32(120.0))
        print(day, float(np.asarray(rate).reshape(-1)[0]), round(float(rev)))


if __name__ == "__main__":
    main()
