import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import warmup_then_decay


def forecast_loss(params, x, y):
    level, trend, season = params["level"], params["trend"], params["season"]
    t = x[:, 0]
    week = x[:, 1].astype(jnp.int32)
    pred = level + trend * t + season[week % 4]
    return jnp.mean((pred - y) ** 2)


tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.05)


@jax.jit
def update(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(forecast_loss)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    t = np.arange(64, dtype=np.float32)
    y = 10 + 0.1 * t + np.tile([1.0, -1.0, 2.0, -2.0], 16) + rng.normal(0, 0.3, 64)
    x = jnp.asarray(np.stack([t / 64.0, t % 4], 1), jnp.float32)
    y = jnp.asarray(y, jnp.float32)
    params = {"level": jnp.zeros(()), "trend": jnp.zeros(()), "season": jnp.zeros((4,))}
    opt_state = tx.init(params)
    for epoch in range(5):
        opt_state.hyperparams["learning_rate"] = jnp.asarray(warmup_then_decay(epoch), jnp.float32)
        for _ in range(3):
            params, opt_state, loss = update(params, opt_state, x, y)
        print(f"epoch {epoch}: lr={warmup_then_decay(epoch):.4f} loss={float(loss):.3f}")


if __name__ == "__main__":
    main()
