import jax
import jax.numpy as jnp
import numpy as np

from features import from_glove, from_replay


@jax.jit
def fuse_glove(feats, w):
    stacked = jnp.concatenate([feats[k] for k in sorted(feats)], axis=-1)
    return jnp.tanh(stacked @ w).mean(0)


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(size=(15, 8)) * 0.2, jnp.float32)
    for i in range(6):
        feats = from_glove(rng) if i % 2 == 0 else from_replay(rng)
        print(i, list(feats)[0], np.round(np.asarray(fuse_glove(feats, w))[:3], 3))


if __name__ == "__main__":
    main()
