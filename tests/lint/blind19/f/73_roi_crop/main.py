from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from tracker import track_boxes


@partial(jax.jit, static_argnames=("box",))
def roi_features(frame, box):
    y, x, h, w = box
    patch = frame[y:y + h, x:x + w]
    return jnp.stack([patch.mean(), patch.std(), jnp.abs(jnp.diff(patch, axis=0)).mean()])


def main():
    rng = np.random.default_rng(1)
    feats = []
    for box in track_boxes(8):
        frame = rng.random((32, 32), dtype=np.float32)
        feats.append(np.asarray(roi_features(frame, box=box)))
    print(np.round(np.stack(feats).mean(axis=0), 4))


if __name__ == "__main__":
    main()
