import itertools

import numpy as np
import jax
import jax.numpy as jnp

from catalogue import QuakeCatalogue


@jax.jit
def annual_quake_loss(mag, active, exposure, deductible):
    damage_ratio = jnp.clip(0.02 * jnp.exp(1.1 * (mag - 5.0)), 0.0, 1.0)
    gross = jnp.where(active, exposure * damage_ratio, 0.0)
    return jnp.sum(jnp.maximum(gross - deductible, 0.0))


def main():
    exposure = jnp.float32(3.5e9)
    deductible = jnp.float32(5e7)
    losses = [float(annual_quake_loss(m, a, exposure, deductible))
              for m, a in itertools.islice(QuakeCatalogue(seed=4), 50)]
    print("AAL", round(np.mean(losses), 0), "max", round(max(losses), 0))


if __name__ == "__main__":
    main()
