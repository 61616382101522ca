import jax
import jax.numpy as jnp
import numpy as np

from sweep import SWEEP


def make_data(n=300, d=20, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = np.zeros(d, np.float32)
    w[:3] = [1.5, -2.0, 0.7]
    y = (x @ w + 0.3 * rng.normal(size=n)).astype(np.float32)
    return x[:200], y[:200], x[200:], y[200:]


def init_params(key, d):
    return {"w": 0.01 * jax.random.normal(key, (d,)), "b": jnp.zeros(())}


@jax.jit
def ridge_step(params, x, y, weight_decay):
    def loss_fn(p):
        pred = x @ p["w"] + p["b"]
        return jnp.mean((pred - y) ** 2) + weight_decay * jnp.sum(p["w"] ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grads)
    return params, loss


def run(cfg, data):
    xtr, ytr, xva, yva = data
    params = init_params(jax.random.PRNGKey(cfg["seed"]), xtr.shape[1])
    for _ in range(20):
        params, loss = ridge_step(params, xtr, ytr, cfg["weight_decay"])
    val = float(jnp.mean((xva @ params["w"] + params["b"] - yva) ** 2))
    return val


def main():
    data = make_data()
    for cfg in SWEEP:
        print(cfg["name"], round(run(cfg, data), 4))


if __name__ == "__main__":
    main()
