import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluation import HistoryLogger, eval_metrics

tx = optax.sgd(0.05)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 4)).astype(np.float32)
    y = (x @ np.array([[1.0], [-2.0], [0.5], [0.0]]) + 0.3).astype(np.float32)
    params = {"w": jnp.zeros((4, 1)), "b": jnp.zeros(1)}
    opt_state = tx.init(params)
    logger = HistoryLogger()
    for epoch in range(4):
        for i in range(0, 64, 16):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 16], y[i:i + 16])
        logger.log(eval_metrics(params, x[64:], y[64:], prefix=f"val/epoch_{epoch}"))
    print(logger.rows)


if __name__ == "__main__":
    main()
