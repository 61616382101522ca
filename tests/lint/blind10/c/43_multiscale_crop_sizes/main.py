import jax
import jax.numpy as jnp
import numpy as np

from augment import random_resized_crop


@jax.jit
def color_stats(images):
    """Per-image channel means/stds and a luminance histogram, logged by the data-quality job."""
    lum = images @ jnp.array([0.299, 0.587, 0.114])
    hist = jnp.stack([jnp.mean((lum >= lo) & (lum < lo + 0.1), axis=(1, 2)) for lo in np.arange(0, 1, 0.1)], axis=-1)
    return images.mean(axis=(1, 2)), images.std(axis=(1, 2)), hist


def main():
    rng = np.random.default_rng(0)
    for step in range(6):
        batch = rng.uniform(size=(8, 64, 64, 3)).astype(np.float32)
        crops = random_resized_crop(batch, rng)
        mean, std, hist = color_stats(crops)
        print(f"step {step}: crop {crops.shape[1]}x{crops.shape[2]} mean={float(mean.mean()):.3f} hist0={float(hist[:, 0].mean()):.3f}")


if __name__ == "__main__":
    main()
