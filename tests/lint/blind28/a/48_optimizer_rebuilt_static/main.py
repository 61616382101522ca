import jax.numpy as jnp
import numpy as np

from train import optimizer_for_epoch, rate_model_step


def competitor_rates(n=400, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 4)).astype(np.float32)
    y = (x @ np.array([0.8, 0.3, -0.2, 0.1]) + rng.standard_t(3, n) * 0.2).astype(np.float32)
    return x, y


def main():
    x, y = competitor_rates()
    params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
    opt_state = optimizer_for_epoch(0).init(params)
    for epoch in range(5):
        tx = optimizer_for_epoch(epoch)
        for s in range(0, 400, 50):
            params, opt_state, l = rate_model_step(tx, params, opt_state, x[s:s + 50], y[s:s + 50])
        print(epoch, float(l), np.round(np.asarray(params["w"]), 3))


if __name__ == "__main__":
    main()
