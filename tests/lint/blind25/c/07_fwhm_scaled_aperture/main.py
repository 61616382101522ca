import numpy as np

from phot import second_moment_fwhm, circular_aperture_sum


def star_stamp(rng, size=21):
    yy, xx = np.mgrid[:size, :size]
    s = rng.uniform(1.0, 2.5)
    f = rng.uniform(1e3, 1e4)
    g = np.exp(-((xx - size // 2) ** 2 + (yy - size // 2) ** 2) / (2 * s * s))
    return (f * g / g.sum() + rng.normal(50, 3, (size, size))).astype(np.float32)


def main():
    rng = np.random.default_rng(7)
    for i in range(6):
        stamp = star_stamp(rng)
        fwhm = float(second_moment_fwhm(stamp))
        radius = round(1.5 * fwhm, 2)
        flux = float(circular_aperture_sum(stamp, radius=radius))
        print(f"star {i}: fwhm={fwhm:.2f}px r_ap={radius:.2f} flux={flux:.1f}")


if __name__ == "__main__":
    main()
