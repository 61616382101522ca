import jax
import jax.numpy as jnp
import numpy as np
import optax

from lr import CosineLR


def conv_logits(params, images):
    x = jax.lax.conv_general_dilated(images, params["k"], (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    return jax.nn.relu(x).mean(axis=(1, 2)) @ params["head"]


@jax.jit
def cnn_sgd_step(params, images, labels, lr):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(conv_logits(p, images), labels).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g), loss


rng = np.random.default_rng(0)
images = rng.normal(size=(8, 6, 6, 1)).astype(np.float32)
labels = rng.integers(0, 4, size=8)
params = {"k": jnp.asarray(rng.normal(size=(3, 3, 1, 4)) * 0.1, jnp.float32),
          "head": jnp.zeros((4, 4), jnp.float32)}
schedule = CosineLR(base_lr=0.1, total_epochs=5)
for epoch in range(5):
    params, loss = cnn_sgd_step(params, images, labels, schedule(epoch))
    print(epoch, float(loss))
