import functools

import jax
import jax.numpy as jnp
import numpy as np

from sampling import sample_locations

CHIP = 16


@functools.partial(jax.jit, static_argnums=(1, 2))
def extract_chip(scene, row, col):
    chip = jax.lax.dynamic_slice(scene, (0, row, col), (scene.shape[0], CHIP, CHIP))
    mean = chip.mean(axis=(1, 2), keepdims=True)
    std = chip.std(axis=(1, 2), keepdims=True) + 1e-6
    return (chip - mean) / std


def main():
    rng = np.random.default_rng(0)
    scene = jnp.asarray(rng.uniform(size=(5, 128, 128)).astype(np.float32))
    chips = [extract_chip(scene, r, c) for r, c in sample_locations(6, 128, 128, CHIP)]
    print("chip batch", jnp.stack(chips).shape)


if __name__ == "__main__":
    main()
