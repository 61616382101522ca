import jax
import jax.numpy as jnp

from data import make_utterances, pad_batch

FRAME = 64


@jax.jit
def frame_energy(audio, lengths):
    b, n = audio.shape
    frames = audio.reshape(b, n // FRAME, FRAME)
    valid = (jnp.arange(n // FRAME) * FRAME)[None, :] < lengths[:, None]
    e = jnp.log(jnp.mean(frames ** 2, axis=-1) + 1e-6)
    return jnp.where(valid, e, -20.0)


if __name__ == "__main__":
    utts = make_utterances(20)
    for i in range(0, len(utts), 4):
        audio, lens = pad_batch(utts[i : i + 4])
        e = frame_energy(audio, lens)
        print(audio.shape, float(e.max()))
