import jax
import jax.numpy as jnp
import numpy as np

from record import PageRecord

H, W, N_BOXES = 32, 24, 10


@jax.jit
def box_ink_density(rec):
    ys = (rec.boxes[:, [1, 3]] * (H - 1)).astype(jnp.int32)
    xs = (rec.boxes[:, [0, 2]] * (W - 1)).astype(jnp.int32)
    rows = jnp.arange(H)[None, :, None]
    cols = jnp.arange(W)[None, None, :]
    inside = ((rows >= ys[:, :1, None]) & (rows <= ys[:, 1:, None])
              & (cols >= xs[:, :1, None]) & (cols <= xs[:, 1:, None]))
    return (inside * rec.image[None]).sum((1, 2)) / jnp.maximum(inside.sum((1, 2)), 1)


def scanned_batch(rng, source, n_pages):
    for page_number in range(1, n_pages + 1):
        xy = rng.uniform(0, 0.7, size=(N_BOXES, 2))
        boxes = np.concatenate([xy, xy + 0.2], axis=1).astype(np.float32)
        image = rng.random((H, W)).astype(np.float32)
        yield PageRecord(jnp.asarray(image), jnp.asarray(boxes), jnp.int32(page_number), source)


def main():
    rng = np.random.default_rng(0)
    for rec in scanned_batch(rng, "batch-2024-03.tif", 5):
        print(int(rec.page_number), np.round(np.asarray(box_ink_density(rec))[:3], 3))


if __name__ == "__main__":
    main()
