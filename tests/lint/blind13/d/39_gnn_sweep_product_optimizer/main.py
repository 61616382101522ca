"""Grid search for a small GCN regressor predicting node traffic load."""
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from sweep import GRID, build_optimizer, grid_points

N, F, H = 32, 4, 16
STEPS = 3


def make_graph(rng):
    adj = (rng.random((N, N)) < 0.1).astype(np.float32)
    adj = np.maximum(adj, adj.T) + np.eye(N, dtype=np.float32)
    a_hat = adj / adj.sum(1, keepdims=True)
    x = rng.normal(size=(N, F)).astype(np.float32)
    y = (a_hat @ a_hat @ x[:, :1])[:, 0]
    return jnp.asarray(a_hat), jnp.asarray(x), jnp.asarray(y)


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (F, H)) * 0.3, "w2": jax.random.normal(k2, (H, 1)) * 0.3}


def gcn(params, a_hat, x):
    h = jax.nn.relu(a_hat @ x @ params["w1"])
    return (a_hat @ h @ params["w2"])[:, 0]


@partial(jax.jit, static_argnums=0)
def train_step(optimizer, params, opt_state, a_hat, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((gcn(p, a_hat, x) - y) ** 2))(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    a_hat, x, y = make_graph(np.random.default_rng(0))
    results = []
    for point in grid_points(GRID):
        optimizer = build_optimizer(point)
        params = init_params(jax.random.PRNGKey(point["seed"]))
        opt_state = optimizer.init(params)
        for _ in range(STEPS):
            params, opt_state, loss = train_step(optimizer, params, opt_state, a_hat, x, y)
        results.append((float(loss), point))
        print(f"{point}: loss {float(loss):.4f}")
    print("best:", min(results, key=lambda r: r[0])[1])


if __name__ == "__main__":
    main()
