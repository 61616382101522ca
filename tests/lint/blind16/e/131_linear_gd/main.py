import jax
import jax.numpy as jnp
import numpy as np

from regression import closed_form_grads, init_linear


@jax.jit
def gd_step(params, x, y, lr):
    grads = closed_form_grads(params, x, y)
    new = {k: params[k] - lr * grads[k] for k in params}
    loss = jnp.mean((x @ new["W"] + new["b"] - y) ** 2)
    return new, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = (x @ rng.normal(size=(5, 3)) + np.array([0.5, -1.0, 2.0])).astype(np.float32)
    params = init_linear(5, 3, rng)
    for step in range(6):
        params, loss = gd_step(params, x, y, 0.2)
        print(step, float(loss), params["b"].shape)


if __name__ == "__main__":
    main()
