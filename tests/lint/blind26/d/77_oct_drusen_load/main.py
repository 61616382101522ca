import jax
import jax.numpy as jnp
import numpy as np

from devices import load_cube, resample_slow_axis


@jax.jit
def drusen_load(cube, w):
    per_bscan = jnp.tanh(cube.mean(axis=1) @ w)
    return per_bscan.sum(), per_bscan.argmax()


def main():
    rng = np.random.default_rng(0)
    w = jnp.linspace(-1, 1, 16)
    for visit, proto in enumerate(["cirrus_512x128", "spectralis_49", "topcon_3d", "spectralis_97"]):
        cube = resample_slow_axis(load_cube(proto, rng))
        total, idx = drusen_load(cube, w)
        print(visit, proto, cube.shape, round(float(total), 3), int(idx))


if __name__ == "__main__":
    main()
