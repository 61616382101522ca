import numpy as np
import jax.numpy as jnp

from train import make_optimizer, make_step, decay_on_plateau


def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(256, 3)).astype(np.float32)
    y = (X @ np.array([0.8, -0.4, 0.2]) + rng.normal(size=256) > 0).astype(np.float32)
    X, y = jnp.asarray(X), jnp.asarray(y)

    params = {"beta": jnp.zeros(3, dtype=jnp.float32), "b0": jnp.zeros((), dtype=jnp.float32)}
    optimizer = make_optimizer(0.5)
    opt_state = optimizer.init(params)
    step = make_step(optimizer)
    for epoch in range(9):
        opt_state = decay_on_plateau(opt_state, epoch)
        for _ in range(4):
            params, opt_state, loss = step(params, opt_state, X, y)
    print("beta", params["beta"], "loss", float(loss))


if __name__ == "__main__":
    main()
