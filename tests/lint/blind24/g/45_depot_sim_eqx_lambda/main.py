import jax.numpy as jnp

from scenarios import PROFILES, demand_for
from sim import simulate_depot


def main():
    hours = jnp.arange(5.0, 24.0, 0.5)
    for week in range(2):
        for profile in PROFILES:
            out = simulate_depot(jnp.float32(60.0), demand_for(profile), hours)
            print(week, profile, round(float(out.sum()), 1))


if __name__ == "__main__":
    main()
