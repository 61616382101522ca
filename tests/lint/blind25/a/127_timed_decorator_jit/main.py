import jax.numpy as jnp
import numpy as np

from utils import TIMINGS, timed_jit


@timed_jit
def leaf_area_from_image(mask, px_area_cm2):
    return jnp.sum(mask, axis=(1, 2)) * px_area_cm2


def main():
    rng = np.random.default_rng(0)
    for tray in range(6):
        masks = (rng.uniform(size=(12, 48, 48)) < 0.3 + 0.02 * tray).astype(np.float32)
        area = leaf_area_from_image(masks, 0.0025)
        print(f"tray {tray}: mean leaf area {float(area.mean()):.2f} cm2")
    print(f"{len(TIMINGS['leaf_area_from_image'])} timed calls")


if __name__ == "__main__":
    main()
