import jax.numpy as jnp
import numpy as np

from fleet import assign_step


def degrade(capacities, rng):
    return tuple(round(c * rng.uniform(0.85, 1.0), 2) for c in capacities)


def main():
    rng = np.random.default_rng(12)
    loads = jnp.asarray(rng.uniform(1, 4, 10), jnp.float32)
    capacities = (12.0, 10.0, 8.0)
    logits = jnp.zeros((10, 3), jnp.float32)
    for shift in range(5):
        for _ in range(4):
            logits, cost = assign_step(logits, capacities, loads, 0.2)
        print(f"shift {shift}: capacities {capacities}, cost {float(cost):.3f}")
        capacities = degrade(capacities, rng)


if __name__ == "__main__":
    main()
