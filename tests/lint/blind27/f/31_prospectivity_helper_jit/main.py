import jax
import jax.numpy as jnp
import numpy as np

from scoring import score_tiles


def main():
    rng = np.random.default_rng(21)
    weights = {
        "prior": jnp.array(-4.0),
        "w_plus": jnp.array([1.2, 0.8, 0.5, 1.6, 0.3]),   # fault proximity, alteration, mag high, geochem, host rock
        "w_minus": jnp.array([-0.4, -0.2, -0.1, -0.7, -0.05]),
    }
    for tile in range(6):
        evidence = (rng.random((64 * 64, 5)) < 0.3).astype(np.float32)
        logit = score_tiles(weights, evidence)
        p = jax.nn.sigmoid(logit)
        print(f"tile {tile}: {int((p > 0.05).sum())} cells above 5% prospectivity")


if __name__ == "__main__":
    main()
