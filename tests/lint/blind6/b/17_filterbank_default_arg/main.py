import jax
import jax.numpy as jnp

from dsp import biquad_lowpass

SR = 16000.0


def analyse(signal, cutoffs):
    energies = {}
    for fc in cutoffs:
        if fc < 1000:
            y = biquad_lowpass(signal, fc, sr=SR)
        else:
            y = biquad_lowpass(signal, fc)
        energies[fc] = float(jnp.mean(y ** 2))
    return energies


if __name__ == "__main__":
    t = jnp.arange(2048) / SR
    sig = jnp.sin(2 * jnp.pi * 300 * t) + 0.5 * jnp.sin(2 * jnp.pi * 3000 * t)
    sig = sig + 0.1 * jax.random.normal(jax.random.PRNGKey(0), t.shape)
    print(analyse(sig, [250.0, 500.0, 1000.0, 2000.0, 4000.0]))
