import jax.numpy as jnp
import numpy as np

from jitter import jitter_boxes
from seeds import key_for_page, key_for_resample

N_BOXES = 20


def main():
    rng = np.random.default_rng(0)
    for page_id in range(4):
        xy = rng.uniform(0, 0.8, size=(N_BOXES, 2))
        boxes = jnp.asarray(np.concatenate([xy, xy + 0.1], axis=1), jnp.float32)
        a = jitter_boxes(key_for_page(page_id), boxes)
        b = jitter_boxes(key_for_resample(page_id), boxes)
        print(page_id, float(jnp.abs(a - b).mean()))


if __name__ == "__main__":
    main()
