import jax
import jax.numpy as jnp
import numpy as np
import optax

from metrics import accumulate, empty_metrics, summarize

tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits

    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, logits


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 4)).astype(np.float32)
    y = (x[:, 0] + 0.5 * x[:, 3] > 0).astype(np.int32)
    params = {"w": jnp.zeros((4, 2)), "b": jnp.zeros(2)}
    opt_state = tx.init(params)
    for epoch in range(3):
        metrics = empty_metrics()
        for i in range(0, 64, 16):
            params, opt_state, loss, logits = train_step(params, opt_state, x[i:i + 16], y[i:i + 16])
            metrics = accumulate(metrics, loss, logits, y[i:i + 16])
        print(epoch, summarize(metrics))


if __name__ == "__main__":
    main()
