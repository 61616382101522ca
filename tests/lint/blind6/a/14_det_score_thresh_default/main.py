import jax
import jax.numpy as jnp

from postprocess import filter_detections


def run_batch(key, thresh=None):
    k1, k2 = jax.random.split(key)
    boxes = jax.random.uniform(k1, (50, 4))
    scores = jax.random.uniform(k2, (50,))
    if thresh is None:
        return filter_detections(boxes, scores)
    return filter_detections(boxes, scores, score_thresh=thresh)


key = jax.random.PRNGKey(0)
for i in range(3):
    key, sub = jax.random.split(key)
    _, n = run_batch(sub)
    _, n_strict = run_batch(sub, thresh=0.3)
    print(i, int(n), int(n_strict))
