import jax
import jax.numpy as jnp
import numpy as np

from sampling import valid_from_labels, valid_from_mask


@jax.jit
def sampled_mean(band, idx, n_valid):
    vals = band.ravel()[idx]
    keep = jnp.arange(idx.shape[0]) < n_valid
    return jnp.sum(jnp.where(keep, vals, 0.0)) / jnp.maximum(n_valid, 1)


def main():
    rng = np.random.default_rng(0)
    for scene in range(4):
        band = jnp.asarray(rng.uniform(size=(40, 40)).astype(np.float32))
        if scene % 2 == 0:
            idx, n = valid_from_mask(rng.random((40, 40)) > 0.95)
        else:
            idx, n = valid_from_labels(rng.choice(1600, size=30, replace=False))
        print(f"scene {scene}: {int(n)} samples, mean {float(sampled_mean(band, jnp.asarray(idx), n)):.3f}")


if __name__ == "__main__":
    main()
