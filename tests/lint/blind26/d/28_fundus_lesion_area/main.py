import jax
import jax.numpy as jnp
import numpy as np

from camera import um_per_pixel


@jax.jit
def lesion_area_mm2(mask, um_px):
    return mask.sum() * (um_px / 1000.0) ** 2


def main():
    rng = np.random.default_rng(8)
    exifs = [{"Model": "topcon"}, {}, {"Model": "zeiss"}, {"Model": "unknown"}]
    for exif in exifs:
        mask = (rng.uniform(size=(128, 128)) > 0.97).astype(np.float32)
        area = lesion_area_mm2(mask, um_per_pixel(exif, 1024))
        print(exif.get("Model"), round(float(area), 3))


if __name__ == "__main__":
    main()
