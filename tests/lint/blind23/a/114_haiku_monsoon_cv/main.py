import jax
import jax.numpy as jnp
import numpy as np

from net import fold_predict, fold_sgd, monsoon_net


def main():
    rng = np.random.default_rng(0)
    years = np.repeat(np.arange(2015, 2020), 40)
    x = rng.normal(size=(200, 5)).astype(np.float32)   # June predictors for JJAS rainfall
    y = (0.7 * x[:, 0] - 0.3 * x[:, 1] + rng.normal(0, 0.3, 200)).astype(np.float32)
    scores = {}
    for held in np.unique(years):
        w = (years != held).astype(np.float32)
        params = monsoon_net.init(jax.random.PRNGKey(int(held)), x[:1])
        for _ in range(5):
            params = fold_sgd(params, x, y, w)
        test = years == held
        pred = fold_predict(params, x[test])
        scores[int(held)] = round(float(jnp.sqrt(jnp.mean((pred - y[test]) ** 2))), 3)
    print(scores)


if __name__ == "__main__":
    main()
