import jax
import numpy as np

from model import los_softmax_step

MAX_LOS = 21


def stays_batch(rng, n=256):
    feats = rng.normal(size=(n, 6)).astype(np.float32)
    los = np.minimum(rng.geometric(0.3, n), MAX_LOS - 1).astype(np.int32)
    return feats, los


def main():
    rng = np.random.default_rng(0)
    w = jax.random.normal(jax.random.PRNGKey(0), (6, MAX_LOS)) * 0.1
    for step in range(30):
        feats, los = stays_batch(rng)
        n_classes = int(los.max()) + 1
        w, loss = los_softmax_step(w, feats, los, n_classes=n_classes)
        if step % 10 == 0:
            print(step, n_classes, float(loss))


if __name__ == "__main__":
    main()
