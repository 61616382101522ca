import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def gauss_newton_flux_bkg(stamp, psf, flux, bkg):
    model = flux * psf + bkg
    r = (stamp - model).ravel()
    J = jnp.stack([psf.ravel(), jnp.ones(psf.size)], 1)
    step = jnp.linalg.solve(J.T @ J, J.T @ r)
    return flux + step[0], bkg + step[1]


def effective_psf(size=17, fwhm=3.2):
    s = fwhm / 2.3548
    ax = np.arange(size) - size // 2
    p = np.exp(-(ax[:, None] ** 2 + ax[None] ** 2) / (2 * s * s))
    return (p / p.sum()).astype(np.float32)


def main():
    rng = np.random.default_rng(15)
    psf = effective_psf()
    for star in range(5):
        true_f, true_b = rng.uniform(1e3, 2e4), rng.uniform(50, 150)
        stamp = (true_f * psf + true_b + rng.normal(0, 5, psf.shape)).astype(np.float32)
        flux = np.float32(stamp.sum() - stamp.size * np.median(stamp))
        bkg = np.float32(np.median(stamp))
        for _ in range(4):
            flux, bkg = gauss_newton_flux_bkg(stamp, psf, flux, bkg)
        print(f"star {star}: flux {float(flux):.0f} (true {true_f:.0f}), bkg {float(bkg):.1f}")


if __name__ == "__main__":
    main()
