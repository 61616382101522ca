import jax
import jax.numpy as jnp

from data import load_inspection_batch, to_canvas


@jax.jit
def defect_score(image, mask, threshold):
    blurred = (image[1:, 1:] + image[:-1, :-1] + image[1:, :-1] + image[:-1, 1:]) / 4.0
    residual = jnp.abs(image[1:, 1:] - blurred)
    valid = mask[1:, 1:] * mask[:-1, :-1]
    hits = jnp.sum((residual > threshold) * valid)
    return hits / jnp.sum(valid), jnp.max(residual * valid)


def main():
    parts = load_inspection_batch(seed=0)
    for part in parts:
        canvas, mask = to_canvas(part["image"])
        frac, peak = defect_score(canvas, mask, 0.2)
        print(part["part_id"], float(frac), float(peak))


if __name__ == "__main__":
    main()
