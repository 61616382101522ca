import jax
import jax.numpy as jnp
import numpy as np

from resample import to_target_rate


@jax.jit
def clip_embedding(frames, proj):
    motion = jnp.abs(jnp.diff(frames, axis=0)).mean(axis=0)
    appearance = frames.mean(axis=0)
    return jnp.concatenate([motion.reshape(-1), appearance.reshape(-1)]) @ proj


def library(seed=0):
    rng = np.random.default_rng(seed)
    for fps, seconds in [(24, 1.0), (30, 1.5), (25, 2.0), (60, 1.0), (24, 0.5)]:
        yield fps, rng.random((int(fps * seconds), 6, 6), dtype=np.float32)


def main():
    proj = jnp.asarray(np.random.default_rng(1).standard_normal((72, 4)).astype(np.float32))
    for fps, clip in library():
        frames = to_target_rate(clip, fps)
        emb = clip_embedding(frames, proj)
        print(fps, frames.shape[0], np.round(np.asarray(emb), 3))


if __name__ == "__main__":
    main()
