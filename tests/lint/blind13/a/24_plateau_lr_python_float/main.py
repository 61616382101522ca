import jax
import jax.numpy as jnp
import numpy as np

from schedules import ReduceLROnPlateau


def init_params(key, dim=27, n_classes=4):
    return {"w": jax.random.normal(key, (dim, n_classes)) * 0.1, "b": jnp.zeros(n_classes)}


def patches(images, k=3):
    # non-overlapping k x k patches flattened: [B, H/k * W/k, k*k*C]
    b, h, w, c = images.shape
    x = images.reshape(b, h // k, k, w // k, k, c).transpose(0, 1, 3, 2, 4, 5)
    return x.reshape(b, -1, k * k * c)


def loss_fn(params, images, labels):
    logits = patches(images) @ params["w"] + params["b"]
    logp = jax.nn.log_softmax(logits.mean(1))
    return -jnp.take_along_axis(logp, labels[:, None], 1).mean()


@jax.jit
def train_step(params, images, labels, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, images, labels)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


eval_loss = jax.jit(loss_fn)


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(48, 12, 12, 3)).astype(np.float32)
    labels = rng.integers(0, 4, size=48).astype(np.int32)
    params = init_params(jax.random.PRNGKey(0))
    sched = ReduceLROnPlateau(lr=0.5, factor=0.5, patience=0, min_delta=0.05)
    lr = sched.lr
    for epoch in range(6):
        for i in range(0, 32, 8):
            params, loss = train_step(params, images[i:i + 8], labels[i:i + 8], lr)
        val = float(eval_loss(params, images[32:], labels[32:]))
        lr = sched.step(val)
        print(f"epoch {epoch}: train {float(loss):.4f} val {val:.4f} lr {lr} ({type(lr).__name__})")


if __name__ == "__main__":
    main()
