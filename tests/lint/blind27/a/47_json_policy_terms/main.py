import numpy as np
import jax
import jax.numpy as jnp

from terms import load_terms


@jax.jit
def limited_expected_value(ground_up, deductible, limit, share):
    paid = share * jnp.clip(ground_up - deductible, 0.0, limit)
    return paid.mean(), (ground_up > deductible).mean()


def main():
    rng = np.random.default_rng(707)
    sims = jnp.asarray(rng.lognormal(7.5, 1.6, 5000), jnp.float32)
    for t in load_terms():
        lev, freq = limited_expected_value(sims, t["deductible"], t["limit"], t["share"])
        print(t["product"], round(float(lev), 2), round(float(freq), 3))


if __name__ == "__main__":
    main()
