import numpy as np
import jax
import jax.numpy as jnp

from pipeline import from_disk, from_stream


@jax.jit
def cross_spectral_coherence(x):
    """Mean coherence between a reference accelerometer (row 0) and the others, 8 segments."""
    seg = x.reshape(4, 8, -1) * jnp.hanning(x.shape[1] // 8)
    X = jnp.fft.rfft(seg, axis=-1)
    Sxx = jnp.mean(jnp.abs(X) ** 2, axis=1)
    Sxy = jnp.mean(X[0:1] * jnp.conj(X), axis=1)
    coh = jnp.abs(Sxy) ** 2 / (Sxx[0:1] * Sxx)
    return coh[1:].mean(axis=-1)


def main():
    rng = np.random.default_rng(0)
    for k in range(8):
        x = from_disk(rng) if k % 2 == 0 else from_stream(rng)
        coh = np.asarray(cross_spectral_coherence(x))
        print(f"block {k} ({type(x).__module__.split('.')[0]}): coherence {np.round(coh, 3)}")


if __name__ == "__main__":
    main()
