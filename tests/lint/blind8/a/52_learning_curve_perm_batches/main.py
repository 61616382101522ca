import jax
import jax.numpy as jnp
import numpy as np
import optax

from utils import epoch_batches, subsample

FRACTIONS = (0.1, 0.25, 0.5, 0.75, 1.0)
BATCH_SIZE = 32
EPOCHS = 2

tx = optax.adamw(3e-3)


@jax.jit
def sgd_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = jax.nn.gelu(xb @ p["w1"]) @ p["w2"]
        return optax.softmax_cross_entropy_with_integer_labels(logits, yb).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def accuracy(params, x, y):
    return jnp.mean((jax.nn.gelu(x @ params["w1"]) @ params["w2"]).argmax(-1) == y)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(300, 20)).astype(np.float32)
    y = (x[:, 0] > 0).astype(np.int32) + (x[:, 1] > 0).astype(np.int32)
    x_test, y_test = x[:100], y[:100]
    for frac in FRACTIONS:
        xs, ys = subsample(x, y, frac)
        k1, k2 = jax.random.split(jax.random.PRNGKey(0))
        params = {"w1": jax.random.normal(k1, (20, 32)) * 0.2, "w2": jax.random.normal(k2, (32, 3)) * 0.2}
        opt_state = tx.init(params)
        for _ in range(EPOCHS):
            for idx in epoch_batches(len(xs), BATCH_SIZE, rng):
                params, opt_state, loss = sgd_step(params, opt_state, xs[idx], ys[idx])
        print(f"{len(xs):4d} examples: test acc {float(accuracy(params, x_test, y_test)):.3f}")


if __name__ == "__main__":
    main()
