import jax
import numpy as np
import optax

from trainer import init_mlp, make_train_step, mlp


def main():
    rng = np.random.default_rng(0)
    # radiomic features of OCT-A scans -> choroidal neovascularisation label
    x = rng.normal(size=(100, 32)).astype(np.float32)
    y = (x[:, :4].sum(1) > 0).astype(np.float32)
    folds = np.array_split(np.arange(100), 5)
    for k, val_idx in enumerate(folds):
        tr_idx = np.setdiff1d(np.arange(100), val_idx)
        params = init_mlp(jax.random.PRNGKey(k))
        optimizer = optax.adamw(3e-3, weight_decay=1e-4)
        opt_state = optimizer.init(params)
        step = make_train_step(optimizer)
        for epoch in range(5):
            params, opt_state, l = step(params, opt_state, x[tr_idx], y[tr_idx])
        acc = ((mlp(params, x[val_idx]) > 0) == (y[val_idx] > 0.5)).mean()
        print(k, float(l), float(acc))


if __name__ == "__main__":
    main()
