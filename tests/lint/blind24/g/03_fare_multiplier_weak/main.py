import jax
import jax.numpy as jnp
import numpy as np

FARE_RULES = {
    "weekday": {"base": 2, "peak_multiplier": 1.5},
    "saturday": {"base": 2, "peak_multiplier": 1},
    "sunday": {"base": 2, "peak_multiplier": 1},
    "holiday": {"base": 2.5, "peak_multiplier": 1},
}


@jax.jit
def fare_revenue(zones, peak, base, peak_multiplier):
    per_trip = base + 0.75 * (zones - 1)
    per_trip = jnp.where(peak, per_trip * peak_multiplier, per_trip)
    return per_trip.sum()


def main():
    rng = np.random.default_rng(3)
    calendar = ["weekday"] * 5 + ["saturday", "sunday", "holiday"]
    total = 0.0
    for day in calendar:
        zones = jnp.asarray(rng.integers(1, 4, 500), jnp.float32)
        peak = jnp.asarray(rng.random(500) < 0.3)
        rule = FARE_RULES[day]
        rev = fare_revenue(zones, peak, rule["base"], rule["peak_multiplier"])
        total += float(rev)
        print(day, round(float(rev), 2))
    print("week total", round(total, 2))


if __name__ == "__main__":
    main()
