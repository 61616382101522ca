import jax
import jax.numpy as jnp
import numpy as np
import optax

from metrics import ClassAccuracyLogger

N_CLASSES = 5
tx = optax.adam(0.05)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = x @ p
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, jnp.argmax(logits, -1).astype(jnp.int32)


def main():
    rng = np.random.default_rng(0)
    params = jnp.zeros((6, N_CLASSES))
    opt_state = tx.init(params)
    logger = ClassAccuracyLogger(N_CLASSES)
    for step in range(8):
        x = rng.normal(size=(12, 6)).astype(np.float32)
        y = np.digitize(x[:, 0], [-1.5, -0.5, 0.5, 1.5]).astype(np.int32)
        params, opt_state, preds = train_step(params, opt_state, x, y)
        logger.log(step, preds, y)
    print(logger.rows[-1])


if __name__ == "__main__":
    main()
