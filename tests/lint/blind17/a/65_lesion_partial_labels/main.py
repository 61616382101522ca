import jax
import jax.numpy as jnp
import numpy as np

from data import scans


def predict(params, image):
    h = jax.lax.conv_general_dilated(image[None], params["k"], (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return jax.nn.sigmoid(h[0, ..., 0] + params["b"])


@jax.jit
def semi_supervised_grads(params, image, mask):
    def loss_fn(p):
        prob = predict(p, image)
        entropy = -jnp.mean(prob * jnp.log(prob + 1e-6) + (1 - prob) * jnp.log(1 - prob + 1e-6))
        if mask is None:
            return entropy
        dice = 1 - (2 * jnp.sum(prob * mask) + 1) / (jnp.sum(prob) + jnp.sum(mask) + 1)
        return dice + 0.1 * entropy
    return jax.value_and_grad(loss_fn)(params)


def main():
    rng = np.random.default_rng(0)
    params = {"k": jnp.asarray(rng.normal(size=(3, 3, 1, 1)).astype(np.float32) * 0.1),
              "b": jnp.zeros(())}
    for i, (image, mask) in enumerate(scans(rng, 8)):
        loss, g = semi_supervised_grads(params, image, mask)
        params = jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, params, g)
        print(i, mask is not None, float(loss))


if __name__ == "__main__":
    main()
