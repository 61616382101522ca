from typing import NamedTuple

import jax
import jax.numpy as jnp


class SurplusPaths(NamedTuple):
    surplus: jnp.ndarray
    min_surplus: jnp.ndarray
    year: jnp.ndarray


@jax.jit
def surplus_step(paths, key, premium_rate, claim_rate):
    n = jax.random.poisson(key, claim_rate, paths.surplus.shape)
    sev = 1.0 + 0.5 * n.astype(jnp.float32)
    surplus = paths.surplus + premium_rate - n * sev
    return paths._replace(surplus=surplus, min_surplus=jnp.minimum(paths.min_surplus, surplus),
                          year=paths.year + 1)


def main():
    paths = SurplusPaths(jnp.full(5000, 20.0, jnp.float32), jnp.full(5000, 20.0, jnp.float32), jnp.zeros((), jnp.int32))
    key = jax.random.PRNGKey(272)
    for _ in range(15):
        key, sub = jax.random.split(key)
        paths = surplus_step(paths, sub, 4.2, 2.5)
    print(int(paths.year), float((paths.min_surplus < 0).mean()))


if __name__ == "__main__":
    main()
