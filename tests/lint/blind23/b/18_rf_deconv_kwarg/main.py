import jax.numpy as jnp
import numpy as np

from deconv import water_level_deconv


def synthetic_pair(rng, n=1024):
    z = np.zeros(n, np.float32)
    z[100] = 1.0
    z += 0.01 * rng.standard_normal(n).astype(np.float32)
    r = 0.3 * np.roll(z, 0) + 0.15 * np.roll(z, 80) + 0.01 * rng.standard_normal(n).astype(np.float32)
    return jnp.asarray(r), jnp.asarray(z)


def quick_look(radial, vertical):
    return water_level_deconv(radial, vertical, 0.01, 2.5)


def stack_receiver_functions(pairs, water_level=0.01, gauss_a=2.5):
    rfs = [water_level_deconv(r, z, water_level=water_level, gauss_a=gauss_a) for r, z in pairs]
    return jnp.mean(jnp.stack(rfs), axis=0)


def main():
    rng = np.random.default_rng(5)
    pairs = [synthetic_pair(rng) for _ in range(6)]
    first = quick_look(*pairs[0])
    print("first peak lag", int(jnp.argmax(first)))
    stacked = stack_receiver_functions(pairs)
    print("stack peak lag", int(jnp.argmax(stacked)))


if __name__ == "__main__":
    main()
