import jax
import jax.numpy as jnp
import numpy as np

DT = 0.01
DEFAULT_BANDS = ((1.0, 3.0), (3.0, 8.0), (8.0, 20.0))


@jax.jit
def band_envelopes(trace, bands):
    n = trace.shape[0]
    spec = jnp.fft.rfft(trace)
    f = jnp.fft.rfftfreq(n, DT)
    out = []
    for lo, hi in bands:
        sel = (f >= lo) & (f < hi)
        filt = jnp.fft.irfft(spec * sel, n=n)
        out.append(jnp.sqrt(jnp.convolve(filt ** 2, jnp.ones(25) / 25, mode="same")))
    return jnp.stack(out)


def characteristic_function(trace, bands=DEFAULT_BANDS):
    env = band_envelopes(trace, bands)
    return jnp.max(env, axis=0)


def main():
    rng = np.random.default_rng(3)
    user_bands = [[1.0, 3.0], [3.0, 8.0], [8.0, 20.0]]
    for i in range(4):
        tr = jnp.asarray(rng.standard_normal(2000), jnp.float32)
        cf_default = characteristic_function(tr)
        cf_user = characteristic_function(tr, user_bands)
        print(i, float(cf_default.max()), float(cf_user.max()))


if __name__ == "__main__":
    main()
