import jax
import jax.numpy as jnp
import numpy as np
import optax

from augment import MixupLoader

NUM_CLASSES = 4
tx = optax.sgd(0.1, momentum=0.9)


@jax.jit
def train_step(params, opt_state, x, labels):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return optax.softmax_cross_entropy(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(96, 10)).astype(np.float32)
    y = np.argmax(x[:, :NUM_CLASSES], axis=1).astype(np.int32)
    params = {"w": jnp.zeros((10, NUM_CLASSES)), "b": jnp.zeros((NUM_CLASSES,))}
    opt_state = tx.init(params)
    for epoch in range(2):
        for xb, yb in MixupLoader(x, y, NUM_CLASSES, seed=epoch):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
