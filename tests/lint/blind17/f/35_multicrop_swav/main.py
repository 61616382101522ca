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


def swapped_prediction(z_global, z_local, prototypes, temp=0.1):
    scores_g = z_global @ prototypes.T
    q = jax.nn.softmax(scores_g / 0.05, axis=-1)
    p = jax.nn.log_softmax(z_local @ prototypes.T / temp, axis=-1)
    return -(q * p).sum(-1).mean()


def main():
    rng = np.random.default_rng(0)
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"conv": jax.random.normal(k1, (3, 3, 3, 8)) * 0.2, "proj": jax.random.normal(k2, (8, 6)) * 0.3}
    prototypes = jax.random.normal(k3, (5, 6))
    aug = MultiCropAugment(seed=1)
    for step in range(3):
        images = rng.random((8, 16, 16, 3)).astype(np.float32)
        crops = aug(images)
        feats = [encode(params, c) for c in crops]
        g = feats[0]
        loss = sum(swapped_prediction(g, f, prototypes) for f in feats[1:]) / (len(feats) - 1)
        print(step, float(loss))


if __name__ == "__main__":
    main()
