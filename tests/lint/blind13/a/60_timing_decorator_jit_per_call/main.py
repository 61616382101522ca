import jax
import jax.numpy as jnp
import numpy as np

from utils import summary, timed


@timed
def augment_and_embed(params, key, images):
    k1, k2 = jax.random.split(key)
    flip = jax.random.bernoulli(k1, 0.5, (images.shape[0], 1, 1, 1))
    images = jnp.where(flip, images[:, :, ::-1], images)
    images = images + 0.05 * jax.random.normal(k2, images.shape)
    z = jax.nn.relu(images.reshape(images.shape[0], -1) @ params)
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


def main():
    rng = np.random.default_rng(0)
    params = jnp.asarray(rng.normal(size=(8 * 8 * 3, 32)) * 0.05, jnp.float32)
    key = jax.random.PRNGKey(0)
    data = rng.normal(size=(64, 8, 8, 3)).astype(np.float32)
    for step in range(6):
        key, sub = jax.random.split(key)
        z = augment_and_embed(params, sub, data[(step % 4) * 16:(step % 4) * 16 + 16])
    calls, mean_s = summary()["augment_and_embed"]
    print(f"{calls} calls, steady-state {mean_s * 1e3:.2f} ms/call, last batch norm {float(z.sum()):.3f}")


if __name__ == "__main__":
    main()
