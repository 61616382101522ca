import jax
import jax.numpy as jnp
import numpy as np

from batcher import MicroBatcher

# origin prevalence, days travelled, vaccinated, symptomatic
WEIGHTS = jnp.array([40.0, 0.05, -1.0, 2.0])


@jax.jit
def import_risk(features):
    return jax.nn.sigmoid(features @ WEIGHTS - 3.0)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    batcher = MicroBatcher(import_risk)
    arrivals_per_tick = [3, 7, 2, 7, 12, 5, 3, 9]
    for tick, n in enumerate(arrivals_per_tick):
        for _ in range(n):
            batcher.submit([rng.uniform(0, 0.05), rng.integers(1, 15), rng.integers(0, 2), rng.integers(0, 2)])
        scores = batcher.flush()
        print(f"tick {tick}: {len(scores)} scored, max risk {max(scores):.3f}")
