import jax
import jax.numpy as jnp
import numpy as np

from schedule import learning_rate

LAGS = 8


def make_windows(series, lags):
    X = np.stack([series[i:i + lags] for i in range(len(series) - lags)])
    y = series[lags:]
    return X.astype(np.float32), y.astype(np.float32)


def init_params(key):
    k1, _ = jax.random.split(key)
    return {"w": 0.01 * jax.random.normal(k1, (LAGS,)), "b": jnp.zeros(())}


def loss_fn(params, X, y):
    pred = X @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


@jax.jit
def sgd_step(params, X, y, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, X, y)
    params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return params, loss


def main():
    t = np.arange(400)
    demand = 10 + 3 * np.sin(2 * np.pi * t / 24) + np.random.default_rng(0).normal(0, 0.5, t.size)
    demand = (demand - demand.mean()) / demand.std()
    X, y = make_windows(demand, LAGS)
    params = init_params(jax.random.PRNGKey(0))
    total = 10
    for step in range(total):
        lr = learning_rate(step, total)
        params, loss = sgd_step(params, X, y, lr)
        print(f"step {step} lr {float(lr):.4f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
