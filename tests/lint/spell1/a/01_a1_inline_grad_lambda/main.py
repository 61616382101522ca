import jax
import jax.numpy as jnp
import numpy as np


def mse(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


def batches(x, y, batch_size):
    for start in range(0, len(x), batch_size):
        yield x[start:start + batch_size], y[start:start + batch_size]


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 4)).astype(np.float32)
    true_w = np.array([[1.5], [-2.0], [0.3], [0.7]], dtype=np.float32)
    y = x @ true_w + 0.1 * rng.normal(size=(96, 1)).astype(np.float32)

    params = {"w": jnp.zeros((4, 1)), "b": jnp.zeros((1,))}
    lr = 0.1
    for step, (xb, yb) in enumerate(batches(x, y, 16)):
        grads = jax.jit(jax.grad(lambda p: mse(p, xb, yb)))(params)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
        if step % 2 == 0:
            print(f"step {step}: loss {float(mse(params, x, y)):.4f}")


if __name__ == "__main__":
    main()
