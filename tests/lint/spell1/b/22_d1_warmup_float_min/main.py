import jax
import jax.numpy as jnp
import numpy as np

BASE_LR = 0.05
WARMUP_STEPS = 4
TOTAL_STEPS = 8


def mse(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


@jax.jit
def sgd_step(params, x, y, lr_scale):
    loss, grads = jax.value_and_grad(mse)(params, x, y)
    lr = BASE_LR * lr_scale
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads), loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 3)).astype(np.float32)
    y = (x @ np.array([1.0, -2.0, 0.5], np.float32) + 0.3).astype(np.float32)
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    for step in range(1, TOTAL_STEPS + 1):
        params, loss = sgd_step(params, x, y, min(1.0, step / WARMUP_STEPS))
        print(f"step {step}: loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
