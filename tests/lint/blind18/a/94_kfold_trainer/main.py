import jax.numpy as jnp
import numpy as np

from trainer import RidgeTrainer


def folds(x, y, k=4):
    idx = np.arange(len(x))
    for f in range(k):
        val = idx % k == f
        yield x[~val], y[~val], x[val], y[val]


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 7)).astype(np.float32)
    y = (x @ rng.normal(size=7) + 0.1 * rng.normal(size=80)).astype(np.float32)
    scores = []
    for xt, yt, xv, yv in folds(x, y):
        trainer = RidgeTrainer(n_features=7)
        trainer.fit(jnp.asarray(xt), jnp.asarray(yt))
        pred = xv @ np.asarray(trainer.params["w"]) + float(trainer.params["b"])
        scores.append(float(np.sqrt(np.mean((pred - yv) ** 2))))
    print("fold rmse:", [round(s, 3) for s in scores])


if __name__ == "__main__":
    main()
