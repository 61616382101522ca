import numpy as np

from extract import optimal_extract
from sim import N_DISP, spatial_profile, long_slit_frame


def wavelength_solution(rng, profile):
    lines = np.zeros(N_DISP)
    for pix in (40, 95, 170, 230, 280):
        lines += 3000 * np.exp(-0.5 * ((np.arange(N_DISP) - pix) / 1.5) ** 2)
    arc, var = long_slit_frame(lines + 50, rng)
    arc_spec, _ = optimal_extract(frame=arc, profile=profile, variance=var)
    return np.sort(np.argsort(np.asarray(arc_spec))[-5:])


def main():
    rng = np.random.default_rng(17)
    profile = spatial_profile()
    peaks = wavelength_solution(rng, profile)
    print("arc line pixels:", peaks)
    for exp in range(4):
        continuum = 500 + 200 * np.sin(np.linspace(0, 3, N_DISP))
        sci, var = long_slit_frame(continuum, rng)
        flux, fvar = optimal_extract(sci, profile, var)
        print(f"exposure {exp}: median S/N = {float(np.median(flux / np.sqrt(fvar))):.1f}")


if __name__ == "__main__":
    main()
