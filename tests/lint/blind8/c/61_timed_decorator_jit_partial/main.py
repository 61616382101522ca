import jax.numpy as jnp
import numpy as np

from utils.profiling import TIMINGS, accelerated


@accelerated(n_fft=64, hop=32)
def spectrogram(wave, n_fft, hop):
    n = (wave.shape[-1] - n_fft) // hop + 1
    idx = jnp.arange(n_fft)[None, :] + hop * jnp.arange(n)[:, None]
    frames = wave[idx] * jnp.hanning(n_fft)
    return jnp.abs(jnp.fft.rfft(frames, axis=-1))


def utterances(n, length=1024, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        t = np.arange(length) / 8000.0
        yield (np.sin(2 * np.pi * rng.uniform(100, 900) * t) + 0.1 * rng.normal(size=length)).astype(np.float32)


def main():
    for i, wave in enumerate(utterances(5)):
        spec = spectrogram(wave)
        print(f"utt {i}: spec {spec.shape}, peak bin {int(spec.mean(0).argmax())}")
    t = TIMINGS["spectrogram"]
    print(f"spectrogram: {len(t)} calls, mean {1e3 * sum(t) / len(t):.1f} ms")


if __name__ == "__main__":
    main()
