import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def polarity_misfit(strike_dip_rake, takeoff, azimuth, polarity):
    s, d, r = jnp.deg2rad(strike_dip_rake)
    i, a = jnp.deg2rad(takeoff), jnp.deg2rad(azimuth)
    amp = (jnp.cos(r) * jnp.sin(d) * jnp.sin(i) ** 2 * jnp.sin(2 * (a - s))
           - jnp.cos(r) * jnp.cos(d) * jnp.sin(2 * i) * jnp.cos(a - s)
           + jnp.sin(r) * jnp.sin(2 * d) * (jnp.cos(i) ** 2 - jnp.sin(i) ** 2 * jnp.sin(a - s) ** 2)
           + jnp.sin(r) * jnp.cos(2 * d) * jnp.sin(2 * i) * jnp.sin(a - s))
    sign = jnp.where(polarity > 0, 1.0, -1.0)
    return jnp.mean(jnp.sign(amp) != sign)


def main():
    rng = np.random.default_rng(2)
    takeoff = jnp.asarray(rng.uniform(20, 160, 12), jnp.float32)
    azimuth = jnp.asarray(rng.uniform(0, 360, 12), jnp.float32)
    auto_up = jnp.asarray(rng.uniform(size=12) > 0.5)
    reviewed = jnp.asarray(np.where(rng.uniform(size=12) > 0.5, 1, -1), jnp.int32)
    for trial, sdr in enumerate([(30.0, 60.0, 90.0), (120.0, 45.0, -90.0), (200.0, 80.0, 0.0)]):
        sdr = jnp.asarray(sdr)
        auto = polarity_misfit(sdr, takeoff, azimuth, auto_up)
        manual = polarity_misfit(sdr, takeoff, azimuth, reviewed)
        print(trial, float(auto), float(manual))


if __name__ == "__main__":
    main()
