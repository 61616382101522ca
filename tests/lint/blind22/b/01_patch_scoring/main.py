import jax
import jax.numpy as jnp
import numpy as np

from data import load_inspection_batch


@jax.jit
def defect_score(image, threshold):
    blurred = (image[1:, 1:] + image[:-1, :-1] + image[1:, :-1] + image[:-1, 1:]) / 4.0
    residual = jnp.abs(image[1:, 1:] - blurred)
    return jnp.mean(residual > threshold), jnp.max(residual)


def main():
    parts = load_inspection_batch(seed=0)
    for part in parts:
        frac, peak = defect_score(jnp.asarray(part["image"]), 0.2)
        print(part["part_id"], float(frac), float(peak))


if __name__ == "__main__":
    main()
