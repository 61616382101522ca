import jax
import jax.numpy as jnp
import numpy as np

from contours import crown_contours, pad_batch


@jax.jit
def crown_shape_metrics(pts, valid):
    nxt = jnp.roll(pts, -1, axis=1)
    cross = pts[..., 0] * nxt[..., 1] - nxt[..., 0] * pts[..., 1]
    area = 0.5 * jnp.abs(jnp.where(valid, cross, 0.0).sum(1))
    centroid = (pts * valid[..., None]).sum(1) / valid.sum(1, keepdims=True)
    r = jnp.linalg.norm(pts - centroid[:, None], axis=-1)
    return area, jnp.where(valid, r, 0).max(1)


def main():
    rng = np.random.default_rng(0)
    for radiograph in range(4):
        pts, valid = pad_batch(crown_contours(6, rng))
        area, rmax = crown_shape_metrics(pts, valid)
        print(radiograph, pts.shape[1], np.round(np.asarray(area), 0))


if __name__ == "__main__":
    main()
