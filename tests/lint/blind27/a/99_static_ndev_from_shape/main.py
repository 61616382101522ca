from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from triangles import company_triangles


@partial(jax.jit, static_argnums=(2,))
def mack_factors(cum, mask, n_dev):
    f = []
    for j in range(n_dev - 1):
        rows = mask[:, j + 1]
        f.append(jnp.sum(jnp.where(rows, cum[:, j + 1], 0.0)) / jnp.sum(jnp.where(rows, cum[:, j], 0.0)))
    return jnp.stack(f)


def main():
    rng = np.random.default_rng(352)
    tris = company_triangles(rng, ["acme", "beta_mutual", "coastal", "dominion", "everest"])
    for name, (cum, mask) in tris.items():
        f = mack_factors(cum, mask, cum.shape[0])
        print(name, np.round(np.asarray(f[:4]), 3))


if __name__ == "__main__":
    main()
