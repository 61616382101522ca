import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def compute_loss(params, x, y):
    logits = x @ params["w"] + params["b"]
    return -jnp.mean(jnp.sum(jax.nn.one_hot(y, 3) * jax.nn.log_softmax(logits), axis=-1))


grad_fn = jax.jit(jax.grad(lambda p, x, y: compute_loss(p, x, y)))


def evaluate(params, split):
    xs, ys = split
    return float(compute_loss(params, x=xs, y=ys))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 5)).astype(np.float32)
    y = rng.integers(0, 3, size=96)
    train, val = (x[:64], y[:64]), (x[64:], y[64:])
    params = {"w": jnp.zeros((5, 3)), "b": jnp.zeros(3)}

    for epoch in range(4):
        for i in range(0, 64, 32):
            xb, yb = train[0][i:i + 32], train[1][i:i + 32]
            train_loss = compute_loss(params, xb, yb)
            grads = grad_fn(params, xb, yb)
            params = jax.tree_util.tree_map(lambda p, g: p - 0.5 * g, params, grads)
        print(f"epoch {epoch} train {float(train_loss):.4f} val {evaluate(params, val):.4f}")


if __name__ == "__main__":
    main()
