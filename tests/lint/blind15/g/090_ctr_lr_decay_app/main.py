import jax.numpy as jnp
import numpy as np

from train import set_learning_rate, train_step, tx

N_HASH = 64


def hashed_impressions(rng, n=128):
    ids = rng.integers(0, N_HASH, size=(n, 3))
    feats = np.zeros((n, N_HASH), np.float32)
    np.put_along_axis(feats, ids, 1.0, axis=1)
    clicks = (rng.random(n) < 0.1 + 0.3 * (ids[:, 0] < 8)).astype(np.float32)
    return feats, clicks


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros(N_HASH), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(4):
        lr = 0.1 / (1 + epoch)
        opt_state = set_learning_rate(opt_state, lr)
        for _ in range(3):
            feats, clicks = hashed_impressions(rng)
            params, opt_state, loss = train_step(params, opt_state, feats, clicks)
        print(f"epoch {epoch} lr {lr:.3f} logloss {float(loss):.4f}")


if __name__ == "__main__":
    main()
