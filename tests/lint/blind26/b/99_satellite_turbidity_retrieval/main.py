import equinox as eqx
import jax
import numpy as np
import optax

from model import TurbidityNet, turbidity_eval, turbidity_step


def sentinel2_turbidity(n, seed):
    # 7 reflectance bands -> log turbidity (FNU)
    rng = np.random.default_rng(seed)
    x = rng.uniform(0, 0.1, (n, 7)).astype(np.float32)
    y = (np.log1p(300 * x[:, 3] + 150 * x[:, 4]) + rng.normal(0, 0.05, n)).astype(np.float32)
    return x * 10, y


def main():
    x, y = sentinel2_turbidity(1024, 0)
    xv, yv = sentinel2_turbidity(256, 1)
    key = jax.random.PRNGKey(0)
    model = TurbidityNet(key)
    optim = optax.adam(3e-3)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        for i in range(0, 1024, 128):
            key, sub = jax.random.split(key)
            model, opt_state, loss = turbidity_step(model, opt_state, optim, x[i:i + 128], y[i:i + 128], sub)
        eval_model = eqx.nn.inference_mode(model)
        print(f"epoch {epoch}: train {float(loss):.4f}, val rmse {float(turbidity_eval(eval_model, xv, yv)):.4f}")


if __name__ == "__main__":
    main()
