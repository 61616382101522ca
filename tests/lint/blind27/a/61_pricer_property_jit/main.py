import numpy as np
import jax.numpy as jnp

from pricer import TermLifePricer


def qx_block(rng, n_lives, term):
    ages = rng.integers(25, 60, n_lives)[:, None] + np.arange(term)[None, :]
    return jnp.asarray(1e-4 * np.exp(0.09 * (ages - 20)), jnp.float32)


def main():
    rng = np.random.default_rng(151)
    pricer = TermLifePricer(interest=0.03, expense_loading=0.15)
    for batch in range(5):
        qx = qx_block(rng, 100, 20)
        sa = jnp.asarray(rng.choice([1e5, 2.5e5, 5e5], 100), jnp.float32)
        prem = pricer.price(qx, sa)
        print(batch, round(float(prem.mean()), 2))


if __name__ == "__main__":
    main()
