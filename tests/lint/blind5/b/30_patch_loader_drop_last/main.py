import jax
import jax.numpy as jnp
import numpy as np

from loader import PatchLoader


@jax.jit
def cloud_fraction(patches, threshold):
    brightness = patches.mean(axis=-1)
    return jnp.mean(brightness > threshold, axis=(1, 2))


def synthetic_scene(h, w, seed):
    rng = np.random.default_rng(seed)
    img = rng.random((h, w, 4)).astype(np.float32) * 0.4
    img[: h // 3] += 0.5
    return img


def main():
    for i, (h, w) in enumerate([(160, 160), (144, 176), (176, 128)]):
        scene = synthetic_scene(h, w, seed=i)
        fracs = [cloud_fraction(b, 0.45) for b in PatchLoader(scene, 16, 16, drop_last=True, seed=i)]
        print(f"scene {i}: {len(fracs)} batches, cloudy fraction {float(jnp.concatenate(fracs).mean()):.3f}")


if __name__ == "__main__":
    main()
