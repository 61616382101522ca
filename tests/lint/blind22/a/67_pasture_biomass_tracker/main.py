import jax
import jax.numpy as jnp
import numpy as np

from tracking import LossTracker


@jax.jit
def grazing_loss(w, ndvi, biomass):
    pred = w[0] + w[1] * ndvi
    return jnp.mean((pred - biomass) ** 2)


def main():
    rng = np.random.default_rng(0)
    w = jnp.array([0.5, 3.0], jnp.float32)
    tracker = LossTracker()
    for week in range(6):
        ndvi = rng.uniform(0.2, 0.8, 50).astype(np.float32)
        biomass = (1.0 + 2.5 * ndvi + rng.normal(0, 0.2, 50)).astype(np.float32)
        loss = grazing_loss(w, ndvi, biomass)
        print(week, float(tracker.update(loss)))


if __name__ == "__main__":
    main()
