import numpy as np
from jax.scipy.signal import convolve2d

from deconv import richardson_lucy, iterations_for


def gaussian_psf(sigma=1.5, size=9):
    ax = np.arange(size) - size // 2
    k = np.exp(-(ax[:, None] ** 2 + ax[None] ** 2) / (2 * sigma ** 2))
    return (k / k.sum()).astype(np.float32)


def main():
    rng = np.random.default_rng(19)
    psf = gaussian_psf()
    for i, peak in enumerate([200.0, 800.0, 1500.0, 400.0, 2500.0]):
        truth = np.zeros((48, 48), np.float32)
        truth[20, 20] = peak
        truth[24, 27] = peak * 0.6
        obs = np.asarray(convolve2d(truth, psf, mode="same")) + 10 + rng.normal(0, 1.0, truth.shape)
        obs = np.clip(obs, 0, None).astype(np.float32)
        n_iter = iterations_for(obs)
        est = richardson_lucy(obs, psf, n_iter)
        print(f"field {i}: {n_iter} RL iterations, peak {float(est.max()):.1f}")


if __name__ == "__main__":
    main()
