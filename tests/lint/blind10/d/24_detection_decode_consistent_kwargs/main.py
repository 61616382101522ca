import jax
import jax.numpy as jnp
import numpy as np

from evaluate import evaluate
from postprocess import decode_detections

NUM_ANCHORS, NUM_CLASSES = 64, 3


def make_anchors():
    c = np.arange(4, 64, 8, dtype=np.float32)
    cx, cy = np.meshgrid(c, c)
    ctr = np.stack([cx.ravel(), cy.ravel()], -1)
    return jnp.asarray(np.concatenate([ctr - 6, ctr + 6], -1))


def make_head(key):
    w_cls = jax.random.normal(key, (3, NUM_CLASSES)) * 0.5
    w_box = jax.random.normal(jax.random.fold_in(key, 1), (3, 4))

    @jax.jit
    def head(image):
        feats = image.reshape(8, 8, 8, 8, 3).mean((1, 3)).reshape(NUM_ANCHORS, 3)
        return feats @ w_cls, feats @ w_box

    return head


def toy_dataset(rng, n):
    for _ in range(n):
        image = rng.normal(size=(64, 64, 3)).astype(np.float32)
        xy = rng.uniform(0, 48, size=(3, 2)).astype(np.float32)
        yield jnp.asarray(image), np.concatenate([xy, xy + 12], -1)


def main():
    rng = np.random.default_rng(0)
    anchors = make_anchors()
    head = make_head(jax.random.PRNGKey(0))
    for epoch in range(3):
        # quick look at one training image's raw detections
        image, _ = next(toy_dataset(rng, 1))
        cls_logits, deltas = head(image)
        boxes, scores, labels = decode_detections(cls_logits, deltas, anchors, score_thresh=0.05)
        print(f"epoch {epoch} kept {int((scores > 0).sum())} boxes")
        print(f"epoch {epoch} val recall {evaluate(head, toy_dataset(rng, 3), anchors):.3f}")
    image, _ = next(toy_dataset(rng, 1))
    boxes, scores, labels = decode_detections(*head(image), anchors, score_thresh=0.5)
    print("demo detections", int((scores > 0).sum()))


if __name__ == "__main__":
    main()
