import jax.numpy as jnp
import numpy as np

from deconv import richardson_lucy


def darkfield_patch(seed, n=64):
    rng = np.random.default_rng(seed)
    img = np.full((n, n), 0.05, np.float32)
    for _ in range(3):
        y, x = rng.integers(8, n - 8, 2)
        img[y, x] += rng.uniform(1, 3)
    from scipy.ndimage import gaussian_filter
    blurred = gaussian_filter(img, 1.8)
    noise = rng.uniform(0.002, 0.02)
    return np.clip(blurred + rng.normal(0, noise, img.shape), 1e-4, None).astype(np.float32), noise


def iterations_for(noise):
    return int(np.clip(40 - 1500 * noise, 8, 40))


def main():
    for wafer in range(6):
        patch, noise = darkfield_patch(wafer)
        n_iter = jnp.int32(iterations_for(noise))
        sharp = richardson_lucy(jnp.asarray(patch), jnp.float32(1.8), n_iter)
        print(f"wafer {wafer}: noise {noise:.4f} iters {int(n_iter)} peak {float(patch.max()):.3f} -> {float(sharp.max()):.3f}")


if __name__ == "__main__":
    main()
