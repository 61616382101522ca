import jax
import jax.numpy as jnp
import numpy as np

from smoothing import ema_track, jitter

ALPHAS = [0.2, 0.4, 0.6]


def tracked_clips(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        path = np.cumsum(rng.standard_normal((20, 2)).astype(np.float32) * 0.2, axis=0)
        yield path + 0.3 * rng.standard_normal(path.shape).astype(np.float32)


@jax.jit
def smoothed_jitter(positions, alpha):
    return jitter(ema_track(positions, alpha))


def main():
    clips = list(tracked_clips(3))
    results = {}
    for alpha in ALPHAS:
        a = jnp.float32(alpha)
        scores = [float(smoothed_jitter(clip, a)) for clip in clips]
        results[alpha] = np.mean(scores)
    print({a: round(s, 4) for a, s in results.items()})


if __name__ == "__main__":
    main()
