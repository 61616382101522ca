import numpy as np
import jax
import jax.numpy as jnp

from summaries import summarize, labelled


RHO = 0.6
N_DRAWS = 500


@jax.jit
def ar1_chains(keys):
    def one(key):
        eps = jax.random.normal(key, (N_DRAWS,))

        def step(x, e):
            x = RHO * x + jnp.sqrt(1 - RHO ** 2) * e
            return x, x

        _, xs = jax.lax.scan(step, jnp.zeros(()), eps)
        return xs

    return jax.vmap(one)(keys)


def main():
    keys = jax.random.split(jax.random.PRNGKey(0), 4)
    report = {}
    chains = ar1_chains(keys)
    for c in range(chains.shape[0]):
        draws = chains[c]
        report.update(labelled(f"chain{c}", summarize(draws)))
    for name in sorted(report):
        print(name, round(float(report[name]), 3))


if __name__ == "__main__":
    main()
