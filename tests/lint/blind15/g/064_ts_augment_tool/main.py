import jax
import jax.numpy as jnp
import numpy as np

from augment import augment
from tta import predict_with_tta


def ecg_like(rng, n=32, length=96):
    t = np.arange(length)
    label = rng.integers(0, 2, n)
    freq = np.where(label == 1, 1 / 12, 1 / 24)[:, None]
    x = np.sin(2 * np.pi * freq * t) + 0.1 * rng.standard_normal((n, length))
    return x.astype(np.float32), label


def main():
    rng = np.random.default_rng(0)
    x, y = ecg_like(rng)
    key = jax.random.key(0)
    for epoch in range(3):
        key, sub = jax.random.split(key)
        xa = augment(sub, x)
        print(f"epoch {epoch}: augmented batch mean {float(xa.mean()):.4f}")
    energy_hi = lambda b: jnp.abs(jnp.fft.rfft(b, axis=1))[:, 8]
    scores = predict_with_tta(energy_hi, x)
    print("tta separation:", round(float(scores[y == 1].mean() - scores[y == 0].mean()), 3))


if __name__ == "__main__":
    main()
