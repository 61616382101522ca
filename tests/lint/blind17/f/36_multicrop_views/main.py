import jax
import jax.numpy as jnp
import numpy as np

from augment import MultiCropAugment


@jax.jit
def encode(params, crops):
    h = jax.nn.relu(jax.lax.conv_general_dilated(
        crops, params["conv"], (1, 1), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC")))
    z = h.mean(axis=(1, 2)) @ params["proj"]
    return z / jnp.linalg.norm(z, axis=-1, keepdims=True)


@jax.jit
def swapped_prediction(z_global, z_local, prototypes, temp=0.1):
    q = jax.nn.softmax(z_global @ prototypes.T / 0.05, axis=-1)
    p = jax.nn.log_softmax(z_local @ prototypes.T / temp, axis=-1)
    n = z_global.shape[0]
    q = jnp.tile(q, (z_local.shape[0] // n, 1))
    return -(q * p).sum(-1).mean()


def main():
    rng = np.random.default_rng(0)
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"conv": jax.random.normal(k1, (3, 3, 3, 8)) * 0.2, "proj": jax.random.normal(k2, (8, 6)) * 0.3}
    prototypes = jax.random.normal(k3, (5, 6))
    aug = MultiCropAugment(seed=1)
    for step in range(3):
        images = rng.random((8, 16, 16, 3)).astype(np.float32)
        global_crops, local_crops = aug(images)
        z_g = encode(params, global_crops)
        z_l = encode(params, local_crops)
        loss = swapped_prediction(z_g[:8], z_l, prototypes)
        print(step, float(loss))


if __name__ == "__main__":
    main()
