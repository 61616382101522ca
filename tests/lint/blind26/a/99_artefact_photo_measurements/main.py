from functools import partial
import numpy as np
import jax
import jax.numpy as jnp

from detect import find_bbox


@partial(jax.jit, static_argnums=(1,))
def crop_and_measure(img, bbox):
    y0, y1, x0, x1 = bbox
    crop = img[y0:y1, x0:x1]
    mask = crop > 0.6
    return mask.sum(), crop.mean()


rng = np.random.default_rng(0)
for photo in range(5):
    img = rng.uniform(0, 0.5, size=(64, 64)).astype(np.float32)
    y, x = rng.integers(5, 40, size=2)
    img[y:y + rng.integers(8, 20), x:x + rng.integers(8, 20)] = 0.9
    area, tone = crop_and_measure(jnp.asarray(img), find_bbox(img))
    print(photo, int(area), round(float(tone), 3))
