import numpy as np
import jax
import jax.numpy as jnp

from runners import get_runner


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.standard_cauchy(size=60) + 3.0, dtype=jnp.float32)
    chains = []
    for chain in range(4):
        runner = get_runner("cauchy_location")
        chains.append(runner(jax.random.PRNGKey(100 + chain), jnp.zeros(2, dtype=jnp.float32), x))
    draws = jnp.stack(chains)[:, 100:]
    within = draws[..., 0].var(axis=1).mean()
    between = draws[..., 0].mean(axis=1).var()
    print("location", float(draws[..., 0].mean()), "between/within", float(between / within))


if __name__ == "__main__":
    main()
