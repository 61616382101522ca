import jax
import jax.numpy as jnp
import numpy as np

from nms import fixed_size_nms

NUM_PROPOSALS = 32
IOU_THRESH = 0.5


def fake_proposals(rng):
    centers = rng.uniform(10, 50, size=(NUM_PROPOSALS, 2))
    sizes = rng.uniform(5, 15, size=(NUM_PROPOSALS, 2))
    boxes = np.concatenate([centers - sizes / 2, centers + sizes / 2], -1).astype(np.float32)
    return jnp.asarray(boxes), jnp.asarray(rng.uniform(size=NUM_PROPOSALS).astype(np.float32))


def main():
    rng = np.random.default_rng(0)
    kept_counts = []
    for image_id in range(6):
        boxes, scores = fake_proposals(rng)
        run_nms = jax.jit(lambda b, s: fixed_size_nms(b, s, IOU_THRESH))
        _, kept_scores = run_nms(boxes, scores)
        kept_counts.append(int((kept_scores > 0).sum()))
    print("boxes kept per image", kept_counts)


if __name__ == "__main__":
    main()
