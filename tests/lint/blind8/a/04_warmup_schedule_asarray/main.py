import jax
import jax.numpy as jnp
import numpy as np

from schedules import WarmupCosine

TOTAL_STEPS = 8


def init_convnet(key):
    k1, k2 = jax.random.split(key)
    return {
        "conv": jax.random.normal(k1, (3, 3, 1, 4)) * 0.2,
        "fc": jax.random.normal(k2, (4 * 8 * 8, 10)) * 0.05,
    }


def forward(params, images):
    y = jax.lax.conv_general_dilated(images, params["conv"], (1, 1), "SAME",
                                     dimension_numbers=("NHWC", "HWIO", "NHWC"))
    y = jax.nn.relu(y)
    return y.reshape(y.shape[0], -1) @ params["fc"]


def loss_fn(params, images, labels):
    logits = forward(params, images)
    return optax_like_xent(logits, labels)


def optax_like_xent(logits, labels):
    return -jnp.mean(jax.nn.log_softmax(logits)[jnp.arange(labels.shape[0]), labels])


@jax.jit
def train_step(params, images, labels, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, images, labels)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(TOTAL_STEPS, 16, 8, 8, 1)).astype(np.float32)
    labels = rng.integers(0, 10, size=(TOTAL_STEPS, 16)).astype(np.int32)
    schedule = WarmupCosine(peak_lr=0.1, warmup_steps=3, total_steps=TOTAL_STEPS)
    params = init_convnet(jax.random.PRNGKey(0))
    for step in range(TOTAL_STEPS):
        lr = schedule(step)
        params, loss = train_step(params, images[step], labels[step], lr)
        print(f"step {step} lr {float(lr):.4f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
