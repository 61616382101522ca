import jax
import jax.numpy as jnp
import numpy as np

from augment import MultiScaleSampler


@jax.jit
def conv_features(images, kernel):
    x = images[:, None]
    y = jax.lax.conv_general_dilated(x, kernel, (2, 2), "SAME")
    return jnp.mean(jax.nn.relu(y), axis=(2, 3))


def main():
    rng = np.random.default_rng(0)
    kernel = jax.random.normal(jax.random.PRNGKey(0), (4, 1, 3, 3))
    sampler = MultiScaleSampler(seed=3)
    for step in range(8):
        images = rng.uniform(size=(6, 48, 48)).astype(np.float32)
        batch = sampler(images)
        feats = conv_features(batch, kernel)
        print(f"step {step}: res {batch.shape[-1]} feats {np.round(np.asarray(feats[0]), 3)}")


if __name__ == "__main__":
    main()
