from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from roc import youden_threshold


@partial(jax.jit, static_argnums=(2,))
def screening_metrics(scores, labels, threshold):
    pred = scores >= threshold
    tp = (pred & (labels == 1)).sum()
    tn = (~pred & (labels == 0)).sum()
    return tp / (labels == 1).sum(), tn / (labels == 0).sum()


def main():
    rng = np.random.default_rng(0)
    labels = rng.integers(0, 2, size=200)
    scores = np.clip(labels * 0.3 + rng.normal(0.35, 0.2, 200), 0, 1).astype(np.float32)
    folds = np.array_split(np.arange(200), 4)
    for k, test in enumerate(folds):
        tune = np.setdiff1d(np.arange(200), test)
        t = youden_threshold(scores[tune], labels[tune])
        sens, spec = screening_metrics(scores[test], labels[test], t)
        print(k, t, round(float(sens), 3), round(float(spec), 3))


if __name__ == "__main__":
    main()
