import jax
import jax.numpy as jnp

from annotations import PAGE_H, PAGE_W, invoices


@jax.jit
def normalized_geometry(boxes):
    scale = jnp.array([PAGE_W, PAGE_H, PAGE_W, PAGE_H])
    norm = boxes / scale
    centers = (norm[:, :2] + norm[:, 2:]) / 2
    sizes = norm[:, 2:] - norm[:, :2]
    return jnp.concatenate([centers, sizes], axis=-1)


def main():
    for doc in invoices(seed=0, n=6):
        boxes = jnp.array(doc["boxes"])
        geom = normalized_geometry(boxes)
        print(doc["source"], boxes.dtype, geom.shape)


if __name__ == "__main__":
    main()
