import numpy as np
import jax
import jax.numpy as jnp
import haiku as hk
import optax

BATCH = 64


def bearing_data(n=500, seed=8):
    """Expansion-bearing displacement vs. deck/air temperatures and traffic load index."""
    rng = np.random.default_rng(seed)
    t_deck = rng.uniform(-10, 45, n)
    t_air = t_deck - rng.uniform(0, 8, n)
    traffic = rng.uniform(0, 1, n)
    disp = 0.6 * (t_deck - 15) + 0.1 * (t_air - 15) + 2.0 * traffic + rng.normal(0, 0.5, n)
    x = np.stack([t_deck / 30, t_air / 30, traffic], 1).astype(np.float32)
    return x, disp.astype(np.float32)


def net_fn(x):
    return hk.nets.MLP([32, 32, 1])(x)[:, 0]


net = hk.without_apply_rng(hk.transform(net_fn))
opt = optax.adam(1e-2)


@jax.jit
def step(params, state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((net.apply(p, x) - y) ** 2))(params)
    upd, state = opt.update(g, state)
    return optax.apply_updates(params, upd), state, loss


@jax.jit
def predict(params, x):
    return net.apply(params, x)


def padded_batches(x, size):
    for s in range(0, len(x), size):
        xb = x[s:s + size]
        n = len(xb)
        if n < size:
            xb = np.concatenate([xb, np.zeros((size - n, x.shape[1]), x.dtype)])
        yield xb, n


def main():
    x, y = bearing_data()
    ntr = 448
    params = net.init(jax.random.PRNGKey(0), x[:1])
    state = opt.init(params)
    for epoch in range(20):
        for s in range(0, ntr, BATCH):
            params, state, loss = step(params, state, x[s:s + BATCH], y[s:s + BATCH])
    preds = []
    for xb, n in padded_batches(x, BATCH):
        preds.append(np.asarray(predict(params, xb))[:n])
    preds = np.concatenate(preds)
    print("train mse", float(loss), "holdout mae [mm]", float(np.abs(preds[ntr:] - y[ntr:]).mean()))


if __name__ == "__main__":
    main()
