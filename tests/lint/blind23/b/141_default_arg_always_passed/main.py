import jax.numpy as jnp
import numpy as np

from spectra import source_spectrum

TAPER = {"P": 0.05, "S": 0.1}


def corner_frequency(f, spec):
    omega0 = jnp.median(spec[1:6])
    return float(f[jnp.argmax(spec < omega0 / 2)])


def main():
    rng = np.random.default_rng(4)
    dt = 0.01
    for ev in range(4):
        trace = jnp.asarray(rng.standard_normal(2048), jnp.float32)
        phase = "P" if ev % 2 == 0 else "S"
        f, spec = source_spectrum(trace, dt, taper_frac=TAPER[phase])
        print(ev, phase, corner_frequency(f, spec))


if __name__ == "__main__":
    main()
