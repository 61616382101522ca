import jax
import jax.numpy as jnp
import numpy as np

from windows import chunks, sliding_windows

SCENE_SHAPES = [(4, 64, 64), (4, 48, 80), (4, 64, 64), (4, 96, 32)]


@jax.jit
def classify_windows(w, windows):
    feats = windows.mean(axis=(2, 3))
    return jnp.argmax(feats @ w, axis=-1)


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(size=(4, 3)).astype(np.float32))
    for i, shape in enumerate(SCENE_SHAPES):
        scene = rng.uniform(size=shape).astype(np.float32)
        windows = sliding_windows(scene)
        labels = np.concatenate([np.asarray(classify_windows(w, jnp.asarray(part)))[:n]
                                 for part, n in chunks(windows)])
        print(f"scene {i}: {len(windows)} windows, class counts {np.bincount(labels, minlength=3).tolist()}")


if __name__ == "__main__":
    main()
