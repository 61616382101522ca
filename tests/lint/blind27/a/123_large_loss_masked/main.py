import numpy as np
import jax
import jax.numpy as jnp

from experience import ClaimsYear


@jax.jit
def hill_alpha(amounts, is_large, threshold):
    logs = jnp.where(is_large, jnp.log(amounts / threshold), 0.0)
    return jnp.sum(is_large) / jnp.sum(logs)


def main():
    rng = np.random.default_rng(502)
    threshold = jnp.float32(250_000.0)
    for year in range(2016, 2024):
        cy = ClaimsYear(rng, year)
        mask = cy.large_mask(float(threshold))
        print(year, int(mask.sum()), round(float(hill_alpha(cy.amounts, mask, threshold)), 3))


if __name__ == "__main__":
    main()
