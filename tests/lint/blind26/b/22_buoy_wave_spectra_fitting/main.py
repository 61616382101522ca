import jax.numpy as jnp
import numpy as np

from spectra import fit_jonswap


def buoy_spectrum(hs, tp, rng, freqs):
    fp = 1 / tp
    s = (5 / 16) * hs ** 2 * fp ** 4 * freqs ** -5 * np.exp(-1.25 * (fp / freqs) ** 4) * 1.8
    return (s * rng.chisquare(32, len(freqs)) / 32).astype(np.float32)


def main():
    rng = np.random.default_rng(2)
    freqs = np.linspace(0.04, 0.5, 47).astype(np.float32)
    for hour, (hs, tp) in enumerate([(1.2, 7.0), (2.5, 9.5), (3.1, 11.0), (0.8, 6.0)]):
        est, loss = fit_jonswap(jnp.asarray(freqs), jnp.asarray(buoy_spectrum(hs, tp, rng, freqs)))
        print(f"record {hour}: Hs {float(est[0]):.2f} Tp {float(est[1]):.2f} gamma {float(est[2]):.2f} (misfit {float(loss):.3f})")


if __name__ == "__main__":
    main()
