import jax
import jax.numpy as jnp
import numpy as np
import optax

from gae import train_epoch

N, F = 50, 10


def main():
    rng = np.random.default_rng(0)
    adj = (rng.random((N, N)) < 0.08).astype(np.float32)
    adj = np.maximum(adj, adj.T)
    a = adj + np.eye(N, dtype=np.float32)
    d = 1 / np.sqrt(a.sum(1))
    a_hat = jnp.asarray(a * d[:, None] * d[None])
    adj_label = jnp.asarray(a)
    pos_weight = jnp.float32((N * N - a.sum()) / a.sum())
    x = jnp.asarray(rng.normal(size=(N, F)).astype(np.float32))
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (F, 32)) * 0.2, "w2": jax.random.normal(k2, (32, 16)) * 0.2}
    tx = optax.adam(1e-2)
    opt_state = tx.init(params)
    for epoch in range(4):
        params, opt_state, loss = train_epoch(params, opt_state, tx, x, a_hat, adj_label, pos_weight, steps=3)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
