import jax.numpy as jnp
import numpy as np

from utils import TIMINGS, timed


@timed(px_area_cm2=0.0025)
def canopy_area_from_masks(mask, px_area_cm2):
    return jnp.sum(mask, axis=(1, 2)) * px_area_cm2


def main():
    rng = np.random.default_rng(0)
    for tray in range(6):
        masks = (rng.uniform(size=(12, 48, 48)) < 0.3 + 0.02 * tray).astype(np.float32)
        area = canopy_area_from_masks(masks)
        print(f"tray {tray}: mean canopy area {float(area.mean()):.2f} cm2")
    print(f"{len(TIMINGS['canopy_area_from_masks'])} timed calls")


if __name__ == "__main__":
    main()
