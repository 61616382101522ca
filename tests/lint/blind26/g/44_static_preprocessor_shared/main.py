from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


class HighpassSpec:
    """Spectrogram settings for bat ultrasound (above 15 kHz)."""

    def __init__(self, fmin=15000.0, sr=192000, n_fft=512):
        self.fmin, self.sr, self.n_fft = fmin, sr, n_fft

    def first_bin(self):
        return int(np.ceil(self.fmin * self.n_fft / self.sr))


SPEC = HighpassSpec()


@partial(jax.jit, static_argnames=("spec",))
def ultrasonic_spec(audio, spec):
    n = spec.n_fft
    frames = audio[: (audio.shape[0] // n) * n].reshape(-1, n) * jnp.hanning(n)
    power = jnp.abs(jnp.fft.rfft(frames, axis=-1)) ** 2
    return jnp.log(power[:, spec.first_bin():] + 1e-10)


def load_files(n=6, seed=1):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield f"pass_{i:03d}", rng.normal(size=192000 // 4).astype(np.float32)


for name, audio in load_files():
    S = ultrasonic_spec(audio, spec=SPEC)
    print(name, S.shape, float(S.max()))
