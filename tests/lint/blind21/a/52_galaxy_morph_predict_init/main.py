import jax
import jax.numpy as jnp
import numpy as np

from model import MorphologyClassifier


def cutout_batches(n_batches, batch=16, stamp=24, seed=0):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:stamp, :stamp] - stamp / 2
    for _ in range(n_batches):
        q = rng.uniform(0.3, 1.0, (batch, 1, 1))
        r = np.sqrt(xx[None] ** 2 + (yy[None] / q) ** 2)
        img = np.exp(-r / 3.0) + 0.05 * rng.normal(size=(batch, stamp, stamp))
        yield img[..., None].astype(np.float32)


if __name__ == "__main__":
    clf = MorphologyClassifier(jax.random.PRNGKey(0))
    counts = np.zeros(3, int)
    for cutouts in cutout_batches(5):
        pred = clf.predict(jnp.asarray(cutouts))
        counts += np.bincount(np.asarray(pred), minlength=3)
    print(dict(zip(clf.labels, counts.tolist())))
