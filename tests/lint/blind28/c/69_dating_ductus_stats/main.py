import jax
import jax.numpy as jnp
import numpy as np


def ductus_stats(stroke):
    dx = jnp.diff(stroke[:, 0])
    dy = jnp.diff(stroke[:, 1])
    angle = jnp.arctan2(dy, dx)
    return jnp.stack([angle.mean(), angle.std(), jnp.hypot(dx, dy).mean()])


batched_ductus = jax.jit(jax.vmap(ductus_stats))


def quire_features(strokes):
    return batched_ductus(strokes)


def main():
    rng = np.random.default_rng(68)
    for quire in range(5):
        strokes = np.cumsum(rng.normal(size=(20, 16, 2)), axis=1).astype(np.float32)
        feats = np.asarray(quire_features(strokes))
        print(quire, np.round(feats.mean(axis=0), 3).tolist())


if __name__ == "__main__":
    main()
