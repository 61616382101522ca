import jax
import jax.numpy as jnp
import numpy as np

STATION_TERMS = jnp.array([0.05, -0.12, 0.08, 0.0, -0.03, 0.1, 0.02, -0.07])


@jax.jit
def local_magnitude(amp_mm, dist_km, use_station_terms):
    logA0 = 1.11 * jnp.log10(dist_km) + 0.00189 * dist_km - 2.09
    ml = jnp.log10(amp_mm) + logA0
    ml = ml + jnp.where(use_station_terms, STATION_TERMS, 0.0)
    return jnp.median(ml)


def main():
    rng = np.random.default_rng(40)
    for ev in range(6):
        dist = jnp.asarray(rng.uniform(10, 200, 8), jnp.float32)
        amp = jnp.asarray(10 ** rng.uniform(-1, 1.5, 8), jnp.float32)
        calibrated = ev >= 3
        ml = local_magnitude(amp, dist, calibrated)
        print(ev, calibrated, float(ml))


if __name__ == "__main__":
    main()
