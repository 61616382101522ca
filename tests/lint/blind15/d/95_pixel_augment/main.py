import jax
import jax.numpy as jnp
import numpy as np

from augment import random_shift, render_frames


@jax.jit
def encode(w, frames):
    x = frames.reshape(frames.shape[0], -1) / 255.0
    return jax.nn.relu(x @ w)


def main():
    rng = np.random.default_rng(0)
    w = jax.random.normal(jax.random.PRNGKey(0), (144, 16)) * 0.05
    for it in range(6):
        frames = render_frames(rng)
        if it % 3 == 2:
            feats = encode(w, frames)
            print(it, "eval", float(feats.mean()))
        else:
            feats = encode(w, random_shift(frames, rng))
            print(it, "train", float(feats.mean()))


if __name__ == "__main__":
    main()
