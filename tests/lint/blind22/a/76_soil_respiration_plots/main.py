import jax.numpy as jnp
import numpy as np

from respiration import respiration_flux

DEFAULT_Q10 = 2.0


def chamber_data(rng, n=96):
    temp = rng.uniform(4, 24, n).astype(np.float32)
    moist = rng.uniform(0.1, 0.4, n).astype(np.float32)
    return jnp.asarray(temp), jnp.asarray(moist)


def main():
    rng = np.random.default_rng(0)
    r_ref = jnp.float32(1.8)
    for plot, q10 in [("grassland", None), ("woodland", 2.4), ("arable", None), ("wetland", 1.7)]:
        temp, moist = chamber_data(rng)
        q10 = DEFAULT_Q10 if q10 is None else q10
        flux = respiration_flux(r_ref, temp, moist, q10=jnp.float32(q10))
        print(plot, round(float(flux.mean()), 3))


if __name__ == "__main__":
    main()
