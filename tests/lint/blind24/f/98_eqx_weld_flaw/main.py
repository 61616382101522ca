import numpy as np
import jax
import equinox as eqx

from model import WeldDefectNet
from steps import opt, train_step, validate


def paut_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.uniform(0, 1, (n, 5)).astype(np.float32)
    h = 0.5 + 3.0 * x[:, 1] + 0.8 * x[:, 0] * x[:, 4] + rng.normal(0, 0.1, n)
    return x, (h / 4).astype(np.float32)


def main():
    x, y = paut_data(300, 0)
    xv, yv = paut_data(90, 1)
    key = jax.random.PRNGKey(0)
    model = WeldDefectNet(key)
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(6):
        model = eqx.nn.inference_mode(model, False)
        for i in range(0, 300, 50):
            key, sub = jax.random.split(key)
            model, opt_state, l = train_step(model, opt_state, x[i:i + 50], y[i:i + 50], sub)
        rmse = validate(eqx.nn.inference_mode(model), xv, yv)
        print(f"epoch {epoch}: train {float(l):.4f}, val RMSE {4 * float(rmse):.3f} mm")


if __name__ == "__main__":
    main()
