from functools import partial

import jax
import jax.numpy as jnp

from fits import transit_settings


@partial(jax.jit, static_argnames=("n_transit",))
def transit_absorption(t, mtt, ka, n_transit):
    ktr = (n_transit + 1) / mtt
    gamma_term = jnp.exp(jax.lax.lgamma(n_transit + 1.0))
    rate = ktr * (ktr * t) ** n_transit * jnp.exp(-ktr * t) / gamma_term
    return jnp.cumsum(rate) * (t[1] - t[0]) * ka / (ka + 0.0 * t)


def main():
    t = jnp.linspace(0.0, 8.0, 81)
    for study in ["study-A", "study-B", "study-C", "study-D"]:
        n, mtt = transit_settings(study)
        frac = transit_absorption(t, jnp.float32(mtt), jnp.float32(1.0), n_transit=n)
        print(f"{study}: fraction absorbed by 2 h {float(frac[20]):.2f}")


if __name__ == "__main__":
    main()
