import jax
import jax.numpy as jnp
import numpy as np

from postprocess import soft_suppress

N_CANDIDATES = 40
THRESHOLDS = [0.3, 0.4, 0.5, 0.6, 0.7]

suppress = jax.jit(soft_suppress)


def candidate_tables(rng):
    xy = rng.uniform(0, 0.6, size=(N_CANDIDATES, 2))
    wh = rng.uniform(0.1, 0.4, size=(N_CANDIDATES, 2))
    boxes = np.concatenate([xy, xy + wh], axis=1).astype(np.float32)
    scores = rng.random(N_CANDIDATES).astype(np.float32)
    return jnp.asarray(boxes), jnp.asarray(scores)


def sweep(boxes, scores):
    kept = {}
    for thr in THRESHOLDS:
        kept[thr] = int((suppress(boxes, scores, thr) > 0.5).sum())
    return kept


def main():
    rng = np.random.default_rng(0)
    boxes, scores = candidate_tables(rng)
    print(sweep(boxes, scores))


if __name__ == "__main__":
    main()
