import jax
import numpy as np

from model import build_model
from serve import predict_stay_value

CFG = {"hidden": 32}


def main():
    rng = np.random.default_rng(0)
    params = build_model(CFG).init(jax.random.PRNGKey(0), np.zeros((1, 6), np.float32))
    for hour in range(10):
        model = build_model(CFG)
        x = rng.normal(size=(16, 6)).astype(np.float32)
        values = predict_stay_value(model, params, x)
        print(hour, round(float(values.mean()), 4))


if __name__ == "__main__":
    main()
