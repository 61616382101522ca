import functools

import jax
import jax.numpy as jnp

from products import PRODUCTS, output_shape, read_chip


@functools.partial(jax.jit, static_argnames=("shape",))
def resample(chip, shape):
    out = jax.image.resize(chip, shape, method="linear")
    return out, out.mean(axis=(1, 2))


def main():
    for i, (name, gsd) in enumerate(PRODUCTS):
        chip = read_chip(i)
        out, means = resample(jnp.asarray(chip), shape=output_shape(chip, gsd))
        print(f"{name:12s} {chip.shape} -> {out.shape}")


if __name__ == "__main__":
    main()
