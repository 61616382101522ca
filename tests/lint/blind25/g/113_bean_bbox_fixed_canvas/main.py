import numpy as np
import jax
import jax.numpy as jnp

from segment import synthetic_tray, canvas_crops


@jax.jit
def bean_features(canvas):
    mask = canvas > 0.3
    area = mask.sum()
    rows = jnp.any(mask, axis=1).sum()
    cols = jnp.any(mask, axis=0).sum()
    mean_val = jnp.sum(canvas * mask) / jnp.maximum(area, 1)
    return jnp.stack([area, cols / jnp.maximum(rows, 1), mean_val])


def main():
    rng = np.random.default_rng(1)
    img, boxes = synthetic_tray(rng)
    for i, canvas in enumerate(canvas_crops(img, boxes)):
        area, aspect, tone = (float(v) for v in bean_features(canvas))
        print(f"coffee bean {i}: area {area:.0f}px aspect {aspect:.2f} tone {tone:.2f}")


if __name__ == "__main__":
    main()
