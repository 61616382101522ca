import jax
import jax.numpy as jnp
import numpy as np

from preprocess import crop_foreground, synthetic_brain


@jax.jit
def tissue_stats(vol):
    z = (vol - vol.mean()) / (vol.std() + 1e-6)
    grad = jnp.stack(jnp.gradient(z))
    return jnp.sqrt((grad ** 2).sum(0)).mean(), (z > 1.0).mean()


def main():
    rng = np.random.default_rng(0)
    for subject in range(5):
        roi = crop_foreground(synthetic_brain(rng))
        edge, frac = tissue_stats(roi)
        print(subject, roi.shape, round(float(edge), 3), round(float(frac), 3))


if __name__ == "__main__":
    main()
