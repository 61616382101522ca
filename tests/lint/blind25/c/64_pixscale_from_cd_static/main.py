import numpy as np

from phot import surface_brightness
from wcs_utils import frame_headers, pixel_scale


def main():
    rng = np.random.default_rng(1)
    for header in frame_headers():
        img = rng.uniform(5, 50, (64, 64)).astype(np.float32)
        mu = surface_brightness(img, 30.0, pixscale=pixel_scale(header))
        print(f"exposure {header['EXPNUM']}: faintest {float(mu.max()):.2f} mag/arcsec^2")


if __name__ == "__main__":
    main()
