import jax.numpy as jnp

from runtime import distance_covered

ROUTES = {"R1": 42.0, "R2": 35.0, "R3": 58.0, "R4": 42.0}


def main():
    for name, scheduled_min in ROUTES.items():
        steps_needed = int(scheduled_min / 0.5) + 1
        d = distance_covered(jnp.float32(0.35), jnp.float32(0.4), jnp.float32(scheduled_min),
                             max_steps=steps_needed)
        print(name, round(float(d), 2))


if __name__ == "__main__":
    main()
