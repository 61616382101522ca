import jax.numpy as jnp
import numpy as np

from deconv import gaussian_rf_deconv

RF_SETTINGS = {"water_level": 0.01, "gauss_a": 2.5}


def synthetic_pair(rng, n=1024):
    z = np.zeros(n, np.float32)
    z[100] = 1.0
    z += 0.01 * rng.standard_normal(n).astype(np.float32)
    r = 0.3 * z + 0.15 * np.roll(z, 80) + 0.01 * rng.standard_normal(n).astype(np.float32)
    return jnp.asarray(r), jnp.asarray(z)


def receiver_function(radial, vertical, **overrides):
    settings = {**RF_SETTINGS, **overrides}
    return gaussian_rf_deconv(radial, vertical, **settings)


def main():
    rng = np.random.default_rng(5)
    pairs = [synthetic_pair(rng) for _ in range(6)]
    first = receiver_function(*pairs[0])
    print("first peak lag", int(jnp.argmax(first)))
    rfs = [receiver_function(r, z, water_level=0.005) for r, z in pairs]
    print("stack peak lag", int(jnp.argmax(jnp.mean(jnp.stack(rfs), axis=0))))


if __name__ == "__main__":
    main()
