import jax
import jax.numpy as jnp
import numpy as np

from tracker import track_boxes

CROP = 12


@jax.jit
def roi_features(frame, box):
    y, x, h, w = box
    patch = jax.lax.dynamic_slice(frame, (y, x), (CROP, CROP))
    rows = jnp.arange(CROP)[:, None] < h
    cols = jnp.arange(CROP)[None, :] < w
    mask = (rows & cols).astype(frame.dtype)
    n = mask.sum()
    mean = (patch * mask).sum() / n
    std = jnp.sqrt((((patch - mean) * mask) ** 2).sum() / n)
    dmask = mask[1:] * mask[:-1]
    grad = (jnp.abs(jnp.diff(patch, axis=0)) * dmask).sum() / dmask.sum()
    return jnp.stack([mean, std, grad])


def main():
    rng = np.random.default_rng(1)
    feats = []
    for box in track_boxes(8):
        frame = rng.random((32, 32), dtype=np.float32)
        feats.append(np.asarray(roi_features(frame, np.asarray(box, np.int32))))
    print(np.round(np.stack(feats).mean(axis=0), 4))


if __name__ == "__main__":
    main()
