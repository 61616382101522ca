import jax
import jax.numpy as jnp
import numpy as np

from steps import forward, model, train_step, tx

L = 180  # samples per beat-centred window


def batches(n, batch=16, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield (rng.standard_normal((batch, L, 1)).astype(np.float32),
               rng.integers(0, 4, batch).astype(np.int32))


def main():
    variables = model.init(jax.random.PRNGKey(0), jnp.zeros((1, L, 1)), train=False)
    params, batch_stats = variables["params"], variables["batch_stats"]
    opt_state = tx.init(params)
    key = jax.random.PRNGKey(1)
    val_x, val_y = next(batches(1, seed=42))
    for epoch in range(3):
        for x, y in batches(4, seed=epoch):
            key, sub = jax.random.split(key)
            params, batch_stats, opt_state, loss = train_step(params, batch_stats, opt_state, x, y, sub)
        logits, _ = forward(params, batch_stats, val_x, key, train=False)
        acc = float(jnp.mean(jnp.argmax(logits, -1) == val_y))
        print(epoch, float(loss), acc)


if __name__ == "__main__":
    main()
