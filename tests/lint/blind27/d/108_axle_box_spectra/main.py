import jax
import jax.numpy as jnp
import numpy as np

from archive import read_recording


@jax.jit
def band_energy(signal):
    s = signal.astype(jnp.float32)
    spec = jnp.abs(jnp.fft.rfft(s - s.mean())) ** 2
    bands = jnp.array_split(spec[1:], 4)
    return jnp.stack([b.sum() for b in bands]) / spec.sum()


def main():
    rng = np.random.default_rng(0)
    for rec_id in range(6):
        e = band_energy(read_recording(rec_id, rng))
        print(rec_id, np.round(np.asarray(e, np.float32), 3))


if __name__ == "__main__":
    main()
