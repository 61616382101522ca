import numpy as np

from forced import forced_psf_flux
from sources import local_peaks, reference_catalogue


def render(xs, ys, fluxes, rng, sigma=1.5):
    yy, xx = np.mgrid[:64, :64]
    img = np.zeros((64, 64))
    for x, y, f in zip(xs, ys, fluxes):
        img += f * np.exp(-((xx - x) ** 2 + (yy - y) ** 2) / (2 * sigma ** 2)) / (2 * np.pi * sigma ** 2)
    return (img + rng.normal(20, 1, img.shape)).astype(np.float32)


def main():
    rng = np.random.default_rng(5)
    n = 12
    for field in range(4):
        cx, cy = reference_catalogue(field, n)
        img = render(cx, cy, rng.uniform(500, 3000, n), rng)
        if field == 0:
            xs, ys = local_peaks(img, n)
        else:
            xs, ys = cx, cy
        flux = forced_psf_flux(img, xs, ys, 1.5)
        print(f"field {field}: total forced flux {float(flux.sum()):.0f}")


if __name__ == "__main__":
    main()
