import numpy as np
import jax
import jax.numpy as jnp

MAX_TERRITORIES = 32


@jax.jit
def territory_pure_premium(postcode, losses, exposure):
    present = jnp.unique(postcode, size=MAX_TERRITORIES, fill_value=-1)
    idx = jnp.searchsorted(present, postcode)
    loss_by = jnp.zeros(MAX_TERRITORIES).at[idx].add(losses)
    expo_by = jnp.zeros(MAX_TERRITORIES).at[idx].add(exposure)
    return present, jnp.where(expo_by > 0, loss_by / jnp.maximum(expo_by, 1e-9), 0.0)


def main():
    rng = np.random.default_rng(392)
    for quarter in range(1, 7):
        postcode = jnp.asarray(rng.integers(0, 25, 40), jnp.int32)
        losses = jnp.asarray(rng.gamma(1.2, 900.0, 40), jnp.float32)
        expo = jnp.asarray(rng.uniform(0.3, 1.0, 40), jnp.float32)
        present, pp = territory_pure_premium(postcode, losses, expo)
        print(quarter, int((present >= 0).sum()), round(float(pp.max()), 1))


if __name__ == "__main__":
    main()
