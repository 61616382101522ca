import jax
import numpy as np

from augment import elastic_jitter


def preview(strokes):
    return elastic_jitter(jax.random.PRNGKey(0), strokes)


def main():
    rng = np.random.default_rng(103)
    strokes = rng.normal(size=(8, 20, 2)).astype(np.float32)
    print("preview", float(preview(strokes).std()))
    key = jax.random.key(103)
    for epoch in range(3):
        key, sub = jax.random.split(key)
        out = elastic_jitter(sub, strokes)
        print(epoch, float(out.std()))


if __name__ == "__main__":
    main()
