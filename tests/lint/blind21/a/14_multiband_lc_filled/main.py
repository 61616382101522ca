import jax
import jax.numpy as jnp

from survey import nightly_photometry


@jax.jit
def weighted_night_means(bands):
    out = {}
    for name, obs in bands.items():
        w = obs["w"]
        out[name] = jnp.sum(w * obs["mag"]) / jnp.maximum(jnp.sum(w), 1e-12)
    return out


if __name__ == "__main__":
    for night, bands in enumerate(nightly_photometry(8)):
        means = weighted_night_means(bands)
        print(night, {k: round(float(v), 3) for k, v in means.items()})
