from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

PRODUCTS = {
    "comprehensive": {"loading": 0.25, "min_premium": 180.0},
    "third_party": {"loading": 0.15, "min_premium": 90.0},
    "fleet": {"loading": 0.12, "min_premium": 400.0},
    "classic_car": {"loading": 0.30, "min_premium": 150.0},
}


@partial(jax.jit, static_argnames=("loading", "min_premium"))
def office_premium(freq, sev, exposure, loading, min_premium):
    risk = freq * sev * exposure
    gross = risk * (1.0 + loading)
    return jnp.maximum(gross, min_premium)


def quote_book(rng, product, n):
    cfg = PRODUCTS[product]
    freq = jnp.asarray(rng.gamma(2.0, 0.05, n), jnp.float32)
    sev = jnp.asarray(rng.lognormal(7.5, 0.6, n), jnp.float32)
    exposure = jnp.ones(n)
    return office_premium(freq, sev, exposure, **cfg)


def main():
    rng = np.random.default_rng(5)
    for product in PRODUCTS:
        prem = quote_book(rng, product, 512)
        print(product, float(prem.mean()))


if __name__ == "__main__":
    main()
