import jax
import jax.numpy as jnp
import numpy as np

BUCKETS = (64, 128)


def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    return BUCKETS[-1]


def pad_replay(frames):
    target = bucket_len(frames.shape[0])
    frames = frames[:target]
    out = np.zeros((target, frames.shape[1]), np.float32)
    out[:frames.shape[0]] = frames
    mask = np.zeros(target, np.float32)
    mask[:frames.shape[0]] = 1.0
    return out, mask


@jax.jit
def apm_profile(frames, mask):
    actions = jnp.abs(frames).sum(-1) * mask
    apm = actions.sum() / mask.sum()
    burst = jnp.max(jnp.convolve(actions, jnp.ones(8) / 8, mode="same"))
    return apm, burst


def main():
    rng = np.random.default_rng(11)
    lengths = rng.integers(20, 160, size=30)
    results = []
    for L in lengths:
        frames = rng.normal(size=(int(L), 6)).astype(np.float32)
        f, m = pad_replay(frames)
        apm, burst = apm_profile(f, m)
        results.append((float(apm), float(burst)))
    print(len(results), np.mean([r[0] for r in results]))


if __name__ == "__main__":
    main()
