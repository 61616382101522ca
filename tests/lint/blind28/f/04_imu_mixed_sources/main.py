import jax
import jax.numpy as jnp

from sources import CHANNELS, sessions


@jax.jit
def window_features(w):
    mean = w.mean(axis=1)
    std = w.std(axis=1)
    energy = jnp.sum(jnp.diff(w, axis=1) ** 2, axis=1)
    mag = jnp.linalg.norm(w[..., :3], axis=-1).max(axis=1, keepdims=True)
    return jnp.concatenate([mean, std, energy, mag], axis=-1)


def main():
    feats = []
    for src, windows in sessions():
        f = window_features(windows)
        feats.append(f)
        print(src, windows.dtype, f.shape)
    allf = jnp.concatenate(feats)
    print(allf.shape, float(allf.mean()))


if __name__ == "__main__":
    main()
