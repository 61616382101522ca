import numpy as np
import jax.numpy as jnp

from recon import SliceDenoiser


def phantom_volume(n_slices=4, size=24, seed=0):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:size, :size]
    disk = ((yy - size / 2) ** 2 + (xx - size / 2) ** 2 < (size / 3) ** 2).astype(np.float32)
    clean = np.stack([disk * (0.5 + 0.1 * k) for k in range(n_slices)])
    return clean, clean + rng.normal(0, 0.1, clean.shape).astype(np.float32)


def main():
    clean, noisy = phantom_volume()
    noisy = jnp.asarray(noisy)
    denoiser = SliceDenoiser()
    est = noisy
    for it in range(6):
        est = denoiser.iterate(est, noisy)
        err = float(jnp.mean((est - clean) ** 2))
        print(f"iter {it}: mse={err:.5f}")


if __name__ == "__main__":
    main()
