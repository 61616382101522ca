from functools import partial

import jax
import jax.numpy as jnp

from headers import read_traces

TARGET_DT = 0.05


@partial(jax.jit, static_argnames=("dt",))
def lowpass_decimate(trace, dt):
    factor = int(round(TARGET_DT / dt))
    n = trace.shape[0]
    spec = jnp.fft.rfft(trace)
    f = jnp.fft.rfftfreq(n, dt)
    spec = spec * (f < 0.4 / TARGET_DT)
    return jnp.fft.irfft(spec, n=n)[::factor]


def main():
    for tr in read_traces():
        out = lowpass_decimate(jnp.asarray(tr["data"]), dt=tr["delta"])
        print(tr["station"], out.shape[0], float(jnp.std(out)))


if __name__ == "__main__":
    main()
