import numpy as np
import jax

from model import init_weights, sgd_cosine


def low_res_spectra(n=512, npix=64, seed=8):
    rng = np.random.default_rng(seed)
    teff = rng.uniform(4000, 7000, n)
    lam = np.linspace(0.4, 0.9, npix)
    x = 1.4388e4 / (lam[None] * teff[:, None])
    flux = 1.0 / (lam[None] ** 5 * np.expm1(x))
    flux = flux / flux.mean(1, keepdims=True) + rng.normal(0, 0.01, flux.shape)
    return flux.astype(np.float32), ((teff - 5500) / 1000).astype(np.float32)


def main():
    x, t = low_res_spectra()
    w = init_weights(jax.random.PRNGKey(0))
    total = 240
    step = 0
    for epoch in range(3):
        for s in range(0, 512, 64):
            w, loss = sgd_cosine(w, x[s:s + 64], t[s:s + 64], step, total)
            step += 1
        print(f"epoch {epoch}: step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
