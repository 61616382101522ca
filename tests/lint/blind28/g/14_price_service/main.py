import numpy as np
import jax

from model import init_params, price_forecast
from serving import PriceService


def backtest(params, X, y):
    pred = price_forecast(params, X)
    return float(np.mean(np.abs(np.asarray(pred) - y)))


def main():
    rng = np.random.default_rng(1)
    params = init_params(jax.random.PRNGKey(0))
    X = rng.standard_normal((24, 12)).astype(np.float32)
    y = rng.standard_normal(24).astype(np.float32)
    print("backtest MAE", backtest(params, X, y))
    svc = PriceService(params)
    for node in ["HUB_N", "HUB_S", "HUB_W"]:
        req = {"node": node, "features": rng.standard_normal((24, 12)).tolist()}
        print(svc.handle(req)["price"][:3])


if __name__ == "__main__":
    main()
