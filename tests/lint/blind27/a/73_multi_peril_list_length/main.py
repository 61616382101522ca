import numpy as np
import jax
import jax.numpy as jnp

from perils import REGION_PERILS, peril_losses


@jax.jit
def combined_tail(peril_annual_losses):
    total = sum(peril_annual_losses)
    return jnp.mean(total), jnp.quantile(total, 0.99), jnp.mean(jnp.sort(total)[-10:])


def main():
    rng = np.random.default_rng(211)
    for region in REGION_PERILS:
        aal, var99, tvar = combined_tail(peril_losses(rng, region))
        print(region, f"{float(aal):,.0f}", f"{float(var99):,.0f}", f"{float(tvar):,.0f}")


if __name__ == "__main__":
    main()
