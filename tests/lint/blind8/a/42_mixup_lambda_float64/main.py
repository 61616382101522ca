import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import MixUp

NUM_CLASSES = 6
EPOCHS = 5
tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def mixup_step(params, opt_state, images, labels, perm, lam):
    onehot = jax.nn.one_hot(labels, NUM_CLASSES)
    x = lam * images + (1 - lam) * images[perm]
    t = lam * onehot + (1 - lam) * onehot[perm]

    def loss_fn(p):
        logits = x.reshape(x.shape[0], -1) @ p["w"] + p["b"]
        return optax.softmax_cross_entropy(logits, t).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(1)
    images = rng.normal(size=(2, 32, 8, 8, 1)).astype(np.float32)
    labels = rng.integers(0, NUM_CLASSES, size=(2, 32)).astype(np.int32)
    params = {"w": jnp.zeros((64, NUM_CLASSES)), "b": jnp.zeros(NUM_CLASSES)}
    opt_state = tx.init(params)
    mixup = MixUp(alpha=0.4, start_epoch=2)
    for epoch in range(EPOCHS):
        for xb, yb in zip(images, labels):
            lam, perm = mixup.sample(epoch, len(xb))
            params, opt_state, loss = mixup_step(params, opt_state, xb, yb, perm, lam)
        print(f"epoch {epoch}: lam {lam:.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
