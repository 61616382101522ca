import jax.numpy as jnp
import numpy as np

from thresholding import isodata_threshold


def sar_backscatter(seed, size=64):
    """Bimodal VV backscatter in dB: open water vs land."""
    rng = np.random.default_rng(seed)
    water = rng.normal(-20, 1.5, (size, size // 2))
    land = rng.normal(-8, 2.0, (size, size - size // 2))
    return np.concatenate([water, land], axis=1).astype(np.float32)


def main():
    for scene in range(3):
        image = jnp.asarray(sar_backscatter(scene))
        t = isodata_threshold(image)
        print(f"scene {scene}: water threshold {float(t):.2f} dB, water fraction {float((image < t).mean()):.2f}")


if __name__ == "__main__":
    main()
