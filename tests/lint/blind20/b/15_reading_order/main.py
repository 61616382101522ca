import jax
import jax.numpy as jnp
import numpy as np

N_LINES = 20


@jax.jit
def reading_order_scores(line_boxes, column_split):
    x_center = (line_boxes[:, 0] + line_boxes[:, 2]) / 2
    column = (x_center > column_split).astype(jnp.float32)
    y_top = line_boxes[:, 1]
    return column * 10.0 + y_top


def order_lines(line_boxes, column_split=None):
    if column_split is None:
        return jnp.argsort(reading_order_scores(line_boxes, 0.5))
    return jnp.argsort(reading_order_scores(line_boxes, column_split=column_split))


def main():
    rng = np.random.default_rng(0)
    splits = [None, 0.45, None, 0.55, 0.5]
    for split in splits:
        xy = rng.uniform(0, 0.8, size=(N_LINES, 2))
        boxes = jnp.asarray(np.concatenate([xy, xy + 0.1], axis=1), jnp.float32)
        order = order_lines(boxes, split)
        print(split, order[:5])


if __name__ == "__main__":
    main()
