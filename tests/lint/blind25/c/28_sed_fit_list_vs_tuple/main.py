import numpy as np

from catalog import template_grid, read_rows, columns
from sed import BANDS, template_chi2


def fit_standard_field(templates, temps, n=256, seed=99):
    rng = np.random.default_rng(seed)
    sed = np.array([0.35, 0.8, 1.0, 0.95, 0.85], np.float32)
    flux = [(v + rng.normal(0, 0.02, n)).astype(np.float32) for v in sed]
    err = [np.full(n, 0.02, np.float32) for _ in BANDS]
    best = temps[np.asarray(template_chi2(flux, err, templates)).argmin(1)]
    return float(np.median(best))


def main():
    templates, temps = template_grid()
    print(f"standard field median T_eff ~ {fit_standard_field(templates, temps):.0f} K")
    for chunk in range(3):
        rows, errors, true_t = read_rows(seed=chunk)
        fluxes, errs = columns(rows, errors)
        chi2 = np.asarray(template_chi2(fluxes, errs, templates))
        best = temps[chi2.argmin(1)]
        print(f"chunk {chunk}: median |dT|/T = {np.median(np.abs(best - true_t) / true_t):.3f}")


if __name__ == "__main__":
    main()
