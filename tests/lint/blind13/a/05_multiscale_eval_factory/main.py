import jax
import numpy as np
import optax

from evaluation import multiscale_accuracy
from model import TinyConvNet

EVAL_SCALES = (0.75, 1.0, 1.25)


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(64, 16, 16, 3)).astype(np.float32)
    labels = rng.integers(0, 10, size=64)
    val_images, val_labels = images[:16], labels[:16]

    model = TinyConvNet()
    params = model.init(jax.random.PRNGKey(0), images[:1])["params"]
    tx = optax.sgd(0.05, momentum=0.9)
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, x, y):
        def loss_fn(p):
            logits = model.apply({"params": p}, x)
            return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    for epoch in range(3):
        for i in range(16, 64, 16):
            params, opt_state, loss = train_step(params, opt_state, images[i:i + 16], labels[i:i + 16])
        acc = multiscale_accuracy(model.apply, params, val_images, val_labels, EVAL_SCALES)
        print(f"epoch {epoch}: loss {float(loss):.3f} multiscale acc {acc:.3f}")


if __name__ == "__main__":
    main()
