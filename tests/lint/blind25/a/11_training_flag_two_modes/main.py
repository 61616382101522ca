import jax
import numpy as np

from steps import model, tx, forward_loss, update


def leaf_patches(n, seed):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 3, n)
    imgs = rng.normal(size=(n, 16, 16, 3)).astype(np.float32)
    imgs[..., 1] += labels[:, None, None] * 0.5
    return imgs, labels.astype(np.int32)


def main():
    xtr, ytr = leaf_patches(128, 0)
    xva, yva = leaf_patches(32, 1)
    key = jax.random.PRNGKey(0)
    params = model.init({"params": key, "dropout": key}, xtr[:1], train=False)
    opt_state = tx.init(params)
    for epoch in range(3):
        for i in range(0, 128, 32):
            key, sub = jax.random.split(key)
            params, opt_state = update(params, opt_state, xtr[i:i + 32], ytr[i:i + 32], sub)
        tl, ta = forward_loss(params, xtr[:32], ytr[:32], key, train=True)
        vl, va = forward_loss(params, xva, yva, key, train=False)
        print(f"epoch {epoch}: train loss {float(tl):.3f} val loss {float(vl):.3f} val acc {float(va):.2f}")


if __name__ == "__main__":
    main()
