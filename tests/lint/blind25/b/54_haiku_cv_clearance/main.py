import jax
import jax.numpy as jnp
import haiku as hk
import numpy as np
import optax


def build_network(hidden):
    def forward(x):
        return hk.nets.MLP([hidden, hidden, 1])(x)[:, 0]
    return hk.without_apply_rng(hk.transform(forward))


def fold_score(params, net, x, y):
    def clearance_rmse(p, x, y):
        return jnp.sqrt(jnp.mean((net.apply(p, x) - y) ** 2))
    return jax.jit(clearance_rmse)(params, x, y)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(160, 10)).astype(np.float32)
    y = (x[:, 0] * 0.5 - x[:, 1] * 0.3 + 1.0).astype(np.float32)
    folds = np.array_split(np.arange(160), 5)
    scores = []
    for k, val_idx in enumerate(folds):
        tr_idx = np.setdiff1d(np.arange(160), val_idx)
        net = build_network(32)
        params = net.init(jax.random.PRNGKey(k), x[:1])
        tx = optax.adam(1e-2)
        state = tx.init(params)
        for _ in range(5):
            grads = jax.grad(lambda p: ((net.apply(p, x[tr_idx]) - y[tr_idx]) ** 2).mean())(params)
            upd, state = tx.update(grads, state)
            params = optax.apply_updates(params, upd)
        scores.append(float(fold_score(params, net, x[val_idx], y[val_idx])))
    print("CV RMSE per fold:", np.round(scores, 3))


if __name__ == "__main__":
    main()
