import jax
import jax.numpy as jnp
import numpy as np
import optax

from profiling import timed


def train_step(params, opt_state, x, y, tx):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 10)).astype(np.float32)
    y = np.argmax(x[:, :3], axis=1).astype(np.int32)
    tx = optax.adam(3e-3)
    step = timed(train_step, tx=tx)
    params = {"w": jnp.zeros((10, 3)), "b": jnp.zeros(3)}
    opt_state = tx.init(params)
    for epoch in range(3):
        for i in range(0, 256, 64):
            params, opt_state, loss = step(params, opt_state, x[i:i + 64], y[i:i + 64])
    t = step.timings
    print(f"first call {t[0]:.3f}s, mean of rest {np.mean(t[1:]):.4f}s")


if __name__ == "__main__":
    main()
