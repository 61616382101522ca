import jax
import jax.numpy as jnp

from postprocess import decode


def detector_head(key, n_anchors=500):
    k1, k2 = jax.random.split(key)
    scores = jax.nn.sigmoid(2.0 * jax.random.normal(k1, (n_anchors,)))
    boxes = jax.random.uniform(k2, (n_anchors, 7), minval=-40.0, maxval=40.0)
    return scores, boxes


def main():
    key = jax.random.PRNGKey(0)
    for frame in range(5):
        key, sub = jax.random.split(key)
        scores, boxes = detector_head(sub)
        top_scores, top_boxes = decode(scores, boxes)
        print(f"frame {frame}: {int((top_scores > 0).sum())} proposals kept")


if __name__ == "__main__":
    main()
