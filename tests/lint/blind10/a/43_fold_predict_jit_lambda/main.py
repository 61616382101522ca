import jax
import numpy as np

from model import forward, init_wide_deep, train_step

N_NUM, N_CAT, CARD, K = 5, 3, 8, 5


def main():
    rng = np.random.default_rng(0)
    num = rng.normal(size=(200, N_NUM)).astype(np.float32)
    cat = rng.integers(0, CARD, size=(200, N_CAT)).astype(np.int32)
    y = (num[:, 1] - num[:, 2] > 0).astype(np.float32)
    fold_of = np.arange(200) % K
    oof = np.zeros(200, np.float32)
    for k in range(K):
        tr, va = fold_of != k, fold_of == k
        params = init_wide_deep(jax.random.PRNGKey(k), N_NUM, N_CAT, CARD)
        for _ in range(3):
            params = train_step(params, num[tr], cat[tr], y[tr])
        predict = jax.jit(lambda n, c: jax.nn.sigmoid(forward(params, n, c)))
        oof[va] = np.asarray(predict(num[va], cat[va]))
    print("oof accuracy", float(np.mean((oof > 0.5) == y)))


if __name__ == "__main__":
    main()
