import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def territory_relativities(codes_idx, losses, exposure, n_present):
    loss_by = jnp.zeros(n_present.shape[0]).at[codes_idx].add(losses)
    expo_by = jnp.zeros(n_present.shape[0]).at[codes_idx].add(exposure)
    pure = loss_by / expo_by
    return pure / (losses.sum() / exposure.sum())


def main():
    rng = np.random.default_rng(381)
    for quarter in range(1, 7):
        n = 40
        postcode = rng.integers(0, 25, n) * (rng.uniform(size=n) < 0.9)
        present, idx = np.unique(postcode, return_inverse=True)
        losses = jnp.asarray(rng.gamma(1.2, 900.0, n), jnp.float32)
        expo = jnp.asarray(rng.uniform(0.3, 1.0, n), jnp.float32)
        rel = territory_relativities(jnp.asarray(idx), losses, expo, jnp.asarray(present))
        print(quarter, len(present), round(float(rel.max()), 3))


if __name__ == "__main__":
    main()
