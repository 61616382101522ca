import numpy as np
import jax
import jax.numpy as jnp


def age_vector(start, stop, mid_year=False):
    ages = [a + 0.5 if mid_year else a for a in range(start, stop)]
    return jnp.asarray(ages, dtype=jnp.float32)


@jax.jit
def makeham_survival(ages, a, b, c):
    cum_mu = a * ages + b / c * (jnp.exp(c * ages) - 1.0)
    return jnp.exp(-(cum_mu - cum_mu[0]))


def main():
    a, b, c = jnp.float32(5e-4), jnp.float32(3e-5), jnp.float32(0.1)
    for label, mid in [("valuation", False), ("experience", True), ("pricing", False), ("reinsurance", True)]:
        s = makeham_survival(age_vector(50, 110, mid), a, b, c)
        print(label, round(float(s[20]), 4), round(float(s[40]), 4))


if __name__ == "__main__":
    main()
