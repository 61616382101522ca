from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from config import KEYFRAMES
from features import ClipFeatureReader


@partial(jax.jit, static_argnames=("k",))
def select_poster_frames(features, valid, k):
    mean = jnp.sum(features * valid[:, None], axis=0) / valid.sum()
    score = jnp.linalg.norm(features - mean, axis=1)
    score = jnp.where(valid, score, -jnp.inf)
    _, idx = jax.lax.top_k(score, k)
    return jnp.sort(idx)


def main():
    reader = ClipFeatureReader()
    for n in [96, 240, 120, 200, 96]:
        feats, valid = reader.read(n)
        idx = select_poster_frames(feats, valid, k=KEYFRAMES)
        print(n, np.asarray(idx).tolist())


if __name__ == "__main__":
    main()
