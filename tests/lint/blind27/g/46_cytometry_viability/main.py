import numpy as np
import jax

from net import viability
from train import opt, viability_step


def cytometry_events(rng, n):
    # forward scatter, side scatter, methylene-blue fluorescence, 5 more channels
    x = rng.normal(0, 1, (n, 8)).astype(np.float32)
    y = (x[:, 2] - 0.4 * x[:, 0] < 0.3).astype(np.float32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(42)
    key, init_key = jax.random.split(key)
    params = viability.init(init_key, np.zeros((1, 8), np.float32))
    opt_state = opt.init(params)
    for step in range(60):
        x, y = cytometry_events(rng, 128)
        key, sub = jax.random.split(key)
        params, opt_state, loss = viability_step(params, opt_state, sub, x, y)
        if step % 20 == 0:
            print(f"step {step}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
