import jax
import jax.numpy as jnp
import numpy as np
import optax

from logger import RunningMetrics

tx = optax.sgd(0.1)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return optax.sigmoid_binary_cross_entropy(logits, y).mean(), jax.nn.sigmoid(logits)

    (loss, probs), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, probs


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 4)).astype(np.float32)
    y = (x[:, 0] - x[:, 2] > 0).astype(np.float32)
    params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    metrics = RunningMetrics(capacity=96)
    for epoch in range(2):
        metrics.reset()
        for i in range(0, 96, 16):
            params, opt_state, loss, probs = train_step(params, opt_state, x[i:i + 16], y[i:i + 16])
            auc = metrics.update(probs, y[i:i + 16])
        print(epoch, float(loss), round(auc, 3))


if __name__ == "__main__":
    main()
