import jax.numpy as jnp
import numpy as np

from sweep import build_trainer


def linear_model(p, x):
    return x @ p["w"] + p["b"]


def run(lr, x, y, steps=30):
    tx, step = build_trainer(lr, linear_model)
    params = {"w": jnp.zeros(x.shape[1]), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for _ in range(steps):
        params, opt_state, loss = step(params, opt_state, x, y)
    return float(loss)


def main():
    rng = np.random.default_rng(2)
    # first-blood / first-tower / vision score features -> match win
    x = rng.normal(size=(300, 6)).astype(np.float32)
    y = (x[:, 0] + x[:, 2] > 0).astype(np.float32)
    for lr in [0.003, 0.01, 0.03, 0.1]:
        print(lr, run(lr, x, y))


if __name__ == "__main__":
    main()
