import jax
import jax.numpy as jnp
import numpy as np

from stream import N_FFT, FrameAssembler

CHUNK = 1000


@jax.jit
def frame_loudness(frames):
    spec = jnp.abs(jnp.fft.rfft(frames * jnp.hanning(N_FFT), axis=-1)) ** 2
    return 10 * jnp.log10(spec.sum(-1) + 1e-10)


def main():
    rng = np.random.default_rng(0)
    audio = rng.standard_normal(CHUNK * 6).astype(np.float32)
    fa = FrameAssembler()
    for s in range(0, len(audio), CHUNK):
        frames = fa.push(audio[s:s + CHUNK])
        db = frame_loudness(frames)
        print(frames.shape[0], np.round(np.asarray(db), 1))


if __name__ == "__main__":
    main()
