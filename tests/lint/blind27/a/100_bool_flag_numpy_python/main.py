import numpy as np
import jax
import jax.numpy as jnp

from contracts import CONTRACTS, contract_terms


@jax.jit
def indexed_recoveries(losses, years_since_inception, index_linked, limit):
    factor = jnp.where(index_linked, 1.03 ** years_since_inception, 1.0)
    retention = 5e5 * factor
    return jnp.clip(losses - retention, 0.0, limit * factor).sum()


def main():
    rng = np.random.default_rng(361)
    losses = jnp.asarray(rng.pareto(1.8, 300) * 4e5, jnp.float32)
    years = jnp.asarray(rng.integers(0, 8, 300), jnp.float32)
    for i in range(len(CONTRACTS)):
        linked, limit = contract_terms(i, override_index=True if i == 3 else None)
        print(int(CONTRACTS[i]["id"]), bool(linked), f"{float(indexed_recoveries(losses, years, linked, limit)):,.0f}")


if __name__ == "__main__":
    main()
