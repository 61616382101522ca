import numpy as np
import jax
import jax.numpy as jnp

from cleaning import impute_and_flag


@jax.jit
def high_scc_share(records, complete):
    flagged = (records[:, 3] > jnp.log10(1_000_000.0)).astype(jnp.float32)
    return jnp.sum(flagged * complete) / jnp.maximum(complete.sum(), 1.0)


def main():
    rng = np.random.default_rng(0)
    for month in range(6):
        rec = np.column_stack([rng.normal(3.6, 0.4, 40), rng.normal(3.2, 0.2, 40),
                               rng.normal(4.4, 0.15, 40), rng.normal(5.8, 0.4, 40)]).astype(np.float32)
        rec[rng.random(40) < 0.08, rng.integers(0, 4)] = np.nan
        filled, complete = impute_and_flag(rec)
        share = high_scc_share(filled, complete)
        print(f"month {month}: {int(complete.sum())}/40 complete, high SCC {float(share):.0%}")


if __name__ == "__main__":
    main()
