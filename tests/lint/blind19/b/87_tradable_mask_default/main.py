import jax
import jax.numpy as jnp
import numpy as np

from screens import liquidity_mask

MIN_ADV = {"large_cap": None, "small_cap": 2.0e6}


@jax.jit
def masked_risk_parity(vols, mask):
    inv = jnp.where(mask, 1.0 / vols, 0.0)
    return inv / inv.sum()


def main():
    rng = np.random.default_rng(40)
    for day in range(3):
        for sleeve, min_adv in MIN_ADV.items():
            vols = jnp.asarray(rng.uniform(0.1, 0.5, 8).astype(np.float32))
            adv = rng.uniform(5e5, 5e6, 8)
            w = masked_risk_parity(vols, jnp.asarray(liquidity_mask(adv, min_adv)))
            print(day, sleeve, np.round(np.asarray(w), 3))


if __name__ == "__main__":
    main()
