import numpy as np
import jax

from model import AromaRegressor
from train import gcms_step


def main():
    rng = np.random.default_rng(0)
    # GC-MS peak areas of volatile esters -> sensory fruitiness score of wine
    x = rng.normal(size=(64, 12)).astype(np.float32)
    y = (x[:, :3].sum(1) * 0.5).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = AromaRegressor().init(key, x, key)
    for epoch in range(5):
        model = AromaRegressor(input_noise=0.2 / (epoch + 1))
        key, sub = jax.random.split(key)
        params, loss = gcms_step(model, params, sub, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
