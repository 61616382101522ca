import jax.numpy as jnp

from data import lag_features, product_histories
from model import init_params, optimizer, train_step

N_LAGS = 4


def fit_product(series, epochs=5):
    x, y = lag_features(series, N_LAGS)
    scale = series.mean()
    x, y = jnp.asarray(x / scale), jnp.asarray(y / scale)
    params = init_params(N_LAGS)
    opt_state = optimizer.init(params)
    for _ in range(epochs):
        params, opt_state, loss = train_step(params, opt_state, x, y)
    return params, float(loss)


def main():
    for sku, series in product_histories().items():
        _, loss = fit_product(series)
        print(f"{sku}: {len(series)} weeks, final mse {loss:.4f}")


if __name__ == "__main__":
    main()
