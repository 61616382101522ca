import jax.numpy as jnp
import numpy as np

from preprocess import Binarizer

H, W = 40, 32


def scan_queue(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield {"doc_id": i, "pixels": rng.random((H, W)).astype(np.float32)}


def process(scan):
    binarize = Binarizer(window=5, offset=0.05)
    ink = binarize(jnp.asarray(scan["pixels"]))
    return float(ink.mean())


def main():
    for scan in scan_queue(5):
        print(scan["doc_id"], process(scan))


if __name__ == "__main__":
    main()
