import equinox as eqx
import jax.numpy as jnp
import numpy as np

from align import DieAligner, align_batch


def golden_die(n=64, seed=0):
    rng = np.random.default_rng(seed)
    img = np.zeros((n, n), np.float32)
    for _ in range(12):
        y, x = rng.integers(0, n - 10, 2)
        img[y:y + rng.integers(2, 10), x:x + rng.integers(2, 10)] = 1.0
    return img


def main():
    rng = np.random.default_rng(1)
    gold = golden_die()
    aligner = DieAligner(jnp.asarray(gold))
    for swath in range(6):
        shifts = rng.integers(-5, 6, (8, 2))
        imgs = np.stack([np.roll(gold, tuple(s), axis=(0, 1)) for s in shifts]) + rng.normal(0, 0.05, (8, 64, 64))
        est = align_batch(aligner, jnp.asarray(imgs, jnp.float32))
        # refresh the reference with the aligned mean of this swath (drift of illumination)
        aligner = eqx.tree_at(lambda a: a.reference, aligner, jnp.asarray(0.9 * gold + 0.1 * imgs.mean(0), jnp.float32))
        err = np.abs(np.asarray(est) + shifts).max()
        print(f"swath {swath}: max alignment error {err:.0f} px")


if __name__ == "__main__":
    main()
