import jax
import jax.numpy as jnp
import numpy as np

from devices import PROTOCOLS, load_cube


def bscan_score(bscan, w):
    return jnp.tanh((bscan.mean(axis=0) * w).sum())


@jax.jit
def volume_fluid_score(cube, w):
    scores = jax.vmap(bscan_score, in_axes=(0, None))(cube, w)
    return scores.max(), scores.argmax()


def main():
    rng = np.random.default_rng(0)
    w = jnp.linspace(-1, 1, 16)
    for visit, proto in enumerate(["cirrus_512x128", "spectralis_49", "topcon_3d", "spectralis_97"]):
        cube = load_cube(proto, rng)
        best, idx = volume_fluid_score(cube, w)
        print(visit, proto, round(float(best), 3), int(idx))


if __name__ == "__main__":
    main()
