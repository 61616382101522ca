import jax
import jax.numpy as jnp
import numpy as np

from ckpt import load, save_half_precision

LR = 0.1


def init(key, dim=48, hidden=16, classes=5):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (dim, hidden)) * 0.1,
            "w2": jax.random.normal(k2, (hidden, classes)) * 0.1}


@jax.jit
def sgd_step(params, images, labels):
    def loss_fn(p):
        logits = jax.nn.relu(images.reshape(images.shape[0], -1) @ p["w1"]) @ p["w2"]
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], 1))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads), loss


def train(params, rng, steps, tag):
    for step in range(steps):
        images = rng.uniform(size=(16, 4, 4, 3)).astype(np.float32)
        labels = rng.integers(0, 5, size=16)
        params, loss = sgd_step(params, images, labels)
        print(f"[{tag}] step {step}: loss {float(loss):.4f}")
    return params


def main():
    rng = np.random.default_rng(0)
    params = train(init(jax.random.PRNGKey(0)), rng, 3, "pretrain")
    blob, treedef = save_half_precision(params)

    # fine-tune from the released checkpoint
    params = load(blob, treedef)
    train(params, rng, 3, "finetune")


if __name__ == "__main__":
    main()
