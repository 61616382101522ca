import jax
import jax.numpy as jnp
import numpy as np


def init_linear(d_in, d_out, rng):
    return {"W": jnp.asarray(rng.normal(size=(d_in, d_out)) * 0.1, jnp.float32),
            "b": jnp.zeros((1,), jnp.float32)}


def closed_form_grads(params, x, y):
    err = x @ params["W"] + params["b"] - y
    return {"W": x.T @ err / x.shape[0], "b": err.mean(axis=0)}


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
