import equinox as eqx
import jax.numpy as jnp
import numpy as np

STATION_BANDS = {
    "BHZ.ANMO": (0.02, 0.1),
    "HHZ.PFO": (1.0, 10.0),
    "BHZ.COR": (0.02, 0.1),
    "HHZ.SBC": (2.0, 15.0),
    "EHZ.MLK": (1.0, 10.0),
}


@eqx.filter_jit
def butterworth_band(trace, corners, dt):
    fmin, fmax = corners
    n = trace.shape[0]
    f = jnp.fft.rfftfreq(n, dt)
    resp = 1.0 / jnp.sqrt(1 + (fmin / (f + 1e-9)) ** 8) / jnp.sqrt(1 + (f / fmax) ** 8)
    return jnp.fft.irfft(jnp.fft.rfft(trace) * resp, n=n)


def main():
    rng = np.random.default_rng(1)
    dt = jnp.float32(0.02)
    for channel, corners in STATION_BANDS.items():
        tr = jnp.asarray(rng.standard_normal(4096), jnp.float32)
        out = butterworth_band(tr, jnp.asarray(corners, jnp.float32), dt)
        print(channel, corners, float(jnp.std(out)))


if __name__ == "__main__":
    main()
