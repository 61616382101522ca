import numpy as np
import jax
import jax.numpy as jnp


def validity_mask(brix):
    bad = (brix < 60.0) | (brix > 70.0)
    if bad.any():
        mask = ~bad
    else:
        mask = np.ones(len(brix), dtype=bool)
    return mask.astype(np.float32)


@jax.jit
def grade_a_share(transmittance, brix, mask):
    """Maple syrup colour class: Golden (>=75% light transmittance) among valid density readings."""
    golden = (transmittance >= 75.0).astype(jnp.float32)
    return jnp.sum(golden * mask) / jnp.maximum(mask.sum(), 1.0), jnp.sum(brix * mask) / jnp.maximum(mask.sum(), 1.0)


def main():
    rng = np.random.default_rng(0)
    for barrel in range(6):
        brix = rng.uniform(66.0, 68.5, size=30).astype(np.float32)
        if barrel % 2:
            brix[3] = 72.0
        trans = rng.uniform(40, 95, size=30).astype(np.float32)
        share, mean_brix = grade_a_share(trans, brix, validity_mask(brix))
        print(f"barrel {barrel}: golden {float(share):.0%}, mean {float(mean_brix):.1f} Brix")


if __name__ == "__main__":
    main()
