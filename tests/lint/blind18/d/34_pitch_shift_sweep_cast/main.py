import jax
import jax.numpy as jnp
import numpy as np

SR = 8000
SEMITONE_GRID = [0, 2, -3, 0.5, 7, -1.5, 12]


@jax.jit
def pitch_shift(x, semitones):
    ratio = 2.0 ** (semitones / 12.0)
    n = x.shape[0]
    pos = jnp.arange(n) * ratio
    i0 = jnp.floor(pos).astype(jnp.int32)
    frac = pos - i0
    y = (1 - frac) * x[jnp.clip(i0, 0, n - 1)] + frac * x[jnp.clip(i0 + 1, 0, n - 1)]
    return jnp.where(i0 < n - 1, y, 0.0)


def dominant_hz(y):
    spec = np.abs(np.fft.rfft(np.asarray(y)))
    return np.argmax(spec) * SR / len(y)


def main():
    t = np.arange(SR // 2) / SR
    tone = np.sin(2 * np.pi * 220.0 * t).astype(np.float32)
    for st in SEMITONE_GRID:
        y = pitch_shift(tone, np.float32(st))
        print(f"{st:+5} st -> {dominant_hz(y):7.1f} Hz")


if __name__ == "__main__":
    main()
