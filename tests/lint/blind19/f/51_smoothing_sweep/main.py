import jax
import numpy as np

from smoothing import ema_track, jitter

ALPHAS = [0.2, 0.4, 0.6]


def tracked_clips(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        path = np.cumsum(rng.standard_normal((20, 2)).astype(np.float32) * 0.2, axis=0)
        yield path + 0.3 * rng.standard_normal(path.shape).astype(np.float32)


def main():
    clips = list(tracked_clips(3))
    results = {}
    for alpha in ALPHAS:
        scores = []
        for clip in clips:
            smooth = jax.jit(lambda p: jitter(ema_track(p, alpha)))
            scores.append(float(smooth(clip)))
        results[alpha] = np.mean(scores)
    print({a: round(s, 4) for a, s in results.items()})


if __name__ == "__main__":
    main()
