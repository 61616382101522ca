import jax
import jax.numpy as jnp
import numpy as np

from buckets import pad_to_bucket

FS = 100


@jax.jit
def delta_ratio(x, mask):
    x = (x - (x * mask).sum(-1, keepdims=True) / mask.sum()) * mask
    spec = jnp.abs(jnp.fft.rfft(x, axis=-1)) ** 2
    freqs = jnp.fft.rfftfreq(x.shape[-1], 1.0 / FS)
    delta = (spec * ((freqs >= 0.5) & (freqs < 4))).sum(-1)
    total = (spec * ((freqs >= 0.5) & (freqs < 30))).sum(-1)
    return delta / total


def recording(seed, n):
    rng = np.random.default_rng(seed)
    t = np.arange(n) / FS
    slow = np.sin(2 * np.pi * 1.5 * t) * (seed % 2 + 0.5)
    return (rng.normal(size=(2, n)) + slow).astype(np.float32)


def main():
    lengths = [480, 900, 300, 1000, 512, 750]
    for i, n in enumerate(lengths):
        x, mask = pad_to_bucket(recording(i, n))
        r = delta_ratio(jnp.asarray(x), jnp.asarray(mask))
        print(f"rec {i} ({n} samples): delta ratio {np.round(np.asarray(r), 3)}")


if __name__ == "__main__":
    main()
