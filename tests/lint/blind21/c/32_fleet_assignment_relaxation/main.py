import jax.numpy as jnp
import numpy as np

from fleet import assign_step


def degrade(capacities, rng):
    factors = rng.uniform(0.85, 1.0, capacities.shape).astype(np.float32)
    return capacities * factors


def main():
    rng = np.random.default_rng(12)
    loads = jnp.asarray(rng.uniform(1, 4, 10), jnp.float32)
    capacities = jnp.asarray([12.0, 10.0, 8.0], jnp.float32)
    logits = jnp.zeros((10, 3), jnp.float32)
    for shift in range(5):
        for _ in range(4):
            logits, cost = assign_step(logits, capacities, loads, 0.2)
        print(f"shift {shift}: capacities {np.round(np.asarray(capacities), 2)}, cost {float(cost):.3f}")
        capacities = degrade(capacities, rng)


if __name__ == "__main__":
    main()
