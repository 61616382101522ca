import jax
import jax.numpy as jnp
import numpy as np


def hilbert_envelope(trace):
    n = trace.shape[-1]
    spec = jnp.fft.fft(trace)
    h = jnp.zeros(n).at[0].set(1.0).at[1:n // 2].set(2.0).at[n // 2].set(1.0)
    return jnp.abs(jnp.fft.ifft(spec * h))


def envelope_picks(trace, threshold):
    env = jax.jit(hilbert_envelope)(jnp.asarray(trace))
    above = np.flatnonzero(np.asarray(env) > threshold * float(jnp.median(env)))
    return int(above[0]) if above.size else -1


def main():
    rng = np.random.default_rng(13)
    for i in range(6):
        tr = rng.standard_normal(1500).astype(np.float32)
        onset = 400 + 100 * i
        tr[onset:onset + 200] *= 6.0
        print(i, onset, envelope_picks(tr, 4.0))


if __name__ == "__main__":
    main()
