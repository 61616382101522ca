import jax.numpy as jnp
import numpy as np

from registry import OptimConfig, make_step


def run_trial(trial_id, x, y):
    cfg = OptimConfig(name="adam", clip=1.0)
    tx, step = make_step(cfg)
    params = jnp.zeros((x.shape[1], 1))
    opt_state = tx.init(params)
    for _ in range(5):
        params, opt_state, loss = step(params, opt_state, x, y)
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 3)).astype(np.float32)
    y = (x.sum(1, keepdims=True) + 0.1 * rng.normal(size=(48, 1))).astype(np.float32)
    losses = [run_trial(t, x, y) for t in range(4)]
    print(losses)


if __name__ == "__main__":
    main()
