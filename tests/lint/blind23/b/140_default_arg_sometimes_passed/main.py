import jax.numpy as jnp
import numpy as np

from spectra import displacement_spectrum


def corner_frequency(f, spec):
    omega0 = jnp.median(spec[1:6])
    return float(f[jnp.argmax(spec < omega0 / 2)])


def main():
    rng = np.random.default_rng(4)
    dt = 0.01
    for ev in range(4):
        trace = jnp.asarray(rng.standard_normal(2048), jnp.float32)
        if ev % 2 == 0:
            f, spec = displacement_spectrum(trace, dt)
        else:
            f, spec = displacement_spectrum(trace, dt, taper_frac=0.1)
        print(ev, corner_frequency(f, spec))


if __name__ == "__main__":
    main()
