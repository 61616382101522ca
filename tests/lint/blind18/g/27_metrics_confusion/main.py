import jax
import jax.numpy as jnp
import numpy as np
import optax

from metrics import MetricLogger

N_CLASSES = 6
tx = optax.adam(5e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits

    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, logits


def main():
    rng = np.random.default_rng(3)
    centers = rng.normal(size=(N_CLASSES, 5)) * 3
    y = np.sort(rng.integers(0, N_CLASSES, size=96)).astype(np.int32)
    x = (centers[y] + rng.normal(size=(96, 5))).astype(np.float32)
    params = {"w": jnp.zeros((5, N_CLASSES)), "b": jnp.zeros(N_CLASSES)}
    opt_state = tx.init(params)
    logger = MetricLogger()
    for step, i in enumerate(range(0, 96, 12)):
        params, opt_state, loss, logits = train_step(params, opt_state, x[i:i + 12], y[i:i + 12])
        logger.log_batch(step, logits, y[i:i + 12])
    print(logger.history[-1])


if __name__ == "__main__":
    main()
