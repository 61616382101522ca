from functools import partial
import jax
import jax.numpy as jnp

BRACKETS = {
    "us": ([0.0, 11000.0, 44725.0, 95375.0], [0.10, 0.12, 0.22, 0.24]),
    "uk": ([0.0, 12570.0, 50270.0, 125140.0], [0.0, 0.20, 0.40, 0.45]),
    "de": ([0.0, 11604.0, 66760.0, 277826.0], [0.0, 0.24, 0.42, 0.45]),
    "ie": ([0.0, 42000.0, 1e9, 1e9], [0.20, 0.40, 0.40, 0.40]),
}


@partial(jax.jit, static_argnums=1)
def withholding(gross_annual, country):
    lower, rate = BRACKETS[country]
    lower = jnp.array(lower)
    rate = jnp.array(rate)
    upper = jnp.append(lower[1:], jnp.inf)
    taxed = jnp.clip(gross_annual[:, None] - lower[None, :], 0.0, (upper - lower)[None, :])
    return (taxed * rate).sum(axis=1) / 12.0
