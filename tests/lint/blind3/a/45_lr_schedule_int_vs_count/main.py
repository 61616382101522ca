import jax
import jax.numpy as jnp
import numpy as np
import optax

from optim import current_lr, learning_rate_at, make_optimizer


def loss_fn(params, x, y):
    return jnp.mean((x @ params["w"] - y) ** 2)


def main():
    rng = np.random.default_rng(0)
    tx = make_optimizer()
    params = {"w": jnp.zeros(4)}
    opt_state = tx.init(params)

    @jax.jit
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    print("lr at start", float(learning_rate_at(0)))
    for step in range(6):
        x = rng.normal(size=(16, 4)).astype(np.float32)
        y = x @ np.array([1.0, 2.0, -1.0, 0.5], np.float32)
        params, opt_state, loss = train_step(params, opt_state, x, y)
        if step % 2 == 1:
            print(f"step {step}: loss {float(loss):.4f} lr {float(current_lr(opt_state)):.5f}")
    print("lr after warmup", float(learning_rate_at(5)))


if __name__ == "__main__":
    main()
