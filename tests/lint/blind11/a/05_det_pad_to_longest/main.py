import jax
import jax.numpy as jnp
import numpy as np

from data import collate_boxes, load_annotations


@jax.jit
def box_area_stats(boxes, valid):
    w = jnp.clip(boxes[..., 2] - boxes[..., 0], 0)
    h = jnp.clip(boxes[..., 3] - boxes[..., 1], 0)
    area = jnp.where(valid, w * h, 0.0)
    return area.sum() / jnp.maximum(valid.sum(), 1)


def main():
    rng = np.random.default_rng(3)
    anns = load_annotations(rng, 24)
    for i in range(0, len(anns), 4):
        boxes, valid = collate_boxes(anns[i:i + 4])
        print(i // 4, boxes.shape, float(box_area_stats(boxes, valid)))


if __name__ == "__main__":
    main()
