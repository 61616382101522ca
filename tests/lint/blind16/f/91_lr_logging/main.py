import jax
import jax.numpy as jnp
import numpy as np
import optax

from logging_utils import SCHEDULE, StepLogger

tx = optax.chain(optax.clip_by_global_norm(1.0), optax.scale_by_adam(),
                 optax.scale_by_schedule(lambda s: -SCHEDULE(s)))


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(320, 5)).astype(np.float32)
    y = (x @ np.arange(1, 6, dtype=np.float32)).astype(np.float32)
    params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    logger = StepLogger()
    step = 0
    for epoch in range(4):
        for i in range(0, 320, 32):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 32], y[i:i + 32])
            logger.log_step(step, loss)
            step += 1
        logger.log_epoch(epoch, opt_state)
    for row in logger.rows[-4:]:
        print(row)


if __name__ == "__main__":
    main()
