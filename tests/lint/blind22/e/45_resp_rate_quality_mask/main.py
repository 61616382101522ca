import jax
import jax.numpy as jnp
import numpy as np

from quality import window_mask

FS = 16.0
N = 512


@jax.jit
def respiratory_rate(ppg, mask):
    w = mask.astype(jnp.float32)
    x = (ppg - jnp.sum(ppg * w) / jnp.sum(w)) * w
    spec = jnp.abs(jnp.fft.rfft(x)) ** 2
    freqs = jnp.fft.rfftfreq(N, 1.0 / FS)
    band = (freqs > 0.1) & (freqs < 0.7)
    return 60.0 * freqs[jnp.argmax(jnp.where(band, spec, 0.0))]


def windows(n, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(N) / FS
    for i in range(n):
        ppg = (np.sin(2 * np.pi * 0.25 * t) + 0.2 * rng.standard_normal(N)).astype(np.float32)
        acc = (0.05 * rng.standard_normal((N, 3))).astype(np.float32) if i % 3 else None
        yield {"ppg": ppg, "acc": acc}


def main():
    rates = []
    for w in windows(6):
        rates.append(float(respiratory_rate(w["ppg"], window_mask(w))))
    print("breaths/min", np.round(rates, 1))


if __name__ == "__main__":
    main()
