import jax

from augment import augment


def preview_samples(points, n=2, seed=123):
    out = []
    for i in range(n):
        aug, keep = augment(points, jax.random.key(seed + i))
        out.append(int(keep.sum()))
    return out
