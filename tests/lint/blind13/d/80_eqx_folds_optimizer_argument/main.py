"""k-fold node-regression on a road graph (predict congestion from local features)."""
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from trainer import GraphRegressor, fit_step, make_optimizer

N, F, K, STEPS = 40, 5, 4, 3


def road_graph(rng):
    adj = (rng.random((N, N)) < 0.08).astype(np.float32)
    adj = np.maximum(adj, adj.T) + np.eye(N, dtype=np.float32)
    a_hat = adj / adj.sum(1, keepdims=True)
    x = rng.normal(size=(N, F)).astype(np.float32)
    y = (a_hat @ x[:, 0] + 0.1 * rng.normal(size=N)).astype(np.float32)
    return jnp.asarray(a_hat), jnp.asarray(x), jnp.asarray(y)


def main():
    rng = np.random.default_rng(0)
    a_hat, x, y = road_graph(rng)
    folds = np.array_split(rng.permutation(N), K)
    for k, held_out in enumerate(folds):
        train_mask = np.ones(N, np.float32)
        train_mask[held_out] = 0.0
        model = GraphRegressor(F, 16, jax.random.PRNGKey(k))
        optimizer = make_optimizer(3e-2)
        opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
        for _ in range(STEPS):
            model, opt_state, loss = fit_step(model, opt_state, optimizer, a_hat, x, y,
                                              jnp.asarray(train_mask))
        pred = model(a_hat, x)
        mse = float(jnp.mean((pred[held_out] - y[held_out]) ** 2))
        print(f"fold {k}: train loss {float(loss):.3f} held-out mse {mse:.3f}")


if __name__ == "__main__":
    main()
