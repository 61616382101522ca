import equinox as eqx
import jax.numpy as jnp
import numpy as np


def station_weights(snr):
    w = np.clip(np.log10(snr), 0.1, 1.0)
    return (w / w.sum()).round(3).tolist()


@eqx.filter_jit
def weighted_magnitude(station_mags, weights):
    w = jnp.asarray(weights)
    return jnp.sum(w * station_mags), jnp.sqrt(jnp.sum(w * (station_mags - jnp.sum(w * station_mags)) ** 2))


def main():
    rng = np.random.default_rng(9)
    for ev in range(5):
        mags = jnp.asarray(3.0 + 0.2 * rng.standard_normal(6), jnp.float32)
        snr = rng.lognormal(1.5, 0.7, 6)
        m, s = weighted_magnitude(mags, station_weights(snr))
        print(ev, round(float(m), 2), round(float(s), 3))


if __name__ == "__main__":
    main()
