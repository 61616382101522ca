import jax
import jax.numpy as jnp

from sim import poisson_demand, simulate_fill_rate

REGIONS = {"north": 12.0, "south": 9.0, "coast": 15.0}
DAYS = 30


def main():
    stock = jnp.asarray([14.0, 10.0, 16.0], jnp.float32)
    key = jax.random.PRNGKey(0)
    for month in range(3):
        for region, mean in REGIONS.items():
            key, sub = jax.random.split(key)
            rate = simulate_fill_rate(poisson_demand, jnp.float32(mean), stock, sub, DAYS)
            print(f"month {month} {region:6s} fill rate {float(rate):.3f}")


if __name__ == "__main__":
    main()
