import numpy as np
import jax.numpy as jnp

from ecgkit import Resampler, beat_quality

SRC_HZ, DST_HZ, SECONDS = 500, 250, 4


def synthetic_ecg(rng, n):
    t = np.arange(n) / SRC_HZ
    hr = rng.uniform(0.9, 1.6)
    beats = np.exp(-((t * hr) % 1.0 - 0.3) ** 2 / 0.0005)
    return (beats + 0.05 * rng.normal(size=n) + 0.2 * np.sin(2 * np.pi * 0.3 * t)).astype(np.float32)


def main():
    rng = np.random.default_rng(14)
    n_src = SRC_HZ * SECONDS
    resample = Resampler(SRC_HZ, DST_HZ, n_src)
    scores = []
    for record_id in range(6):
        raw = synthetic_ecg(rng, n_src)
        down = np.asarray(resample(jnp.asarray(raw)))
        scores.append(beat_quality(down, DST_HZ))
    print("records:", len(scores), "mean quality:", round(float(np.mean(scores)), 3))


if __name__ == "__main__":
    main()
