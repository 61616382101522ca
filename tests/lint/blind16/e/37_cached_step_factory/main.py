import jax.numpy as jnp
import numpy as np

from config import Trial
from steps import get_train_step


def run_trial(trial, x, y, steps=8):
    tx, _ = get_train_step(trial.config)
    params = {"w": jnp.zeros((x.shape[1], 1))}
    opt_state = tx.init(params)
    for _ in range(steps):
        _, train_step = get_train_step(trial.config)
        params, opt_state, loss = train_step(params, opt_state, x, y)
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    y = np.tanh(x[:, :1] - x[:, 2:3]).astype(np.float32)
    trials = [Trial(0, {"lr": 0.05}), Trial(1, {"lr": 0.1, "momentum": 0.5})]
    for t in trials:
        print(t.trial_id, run_trial(t, x, y))


if __name__ == "__main__":
    main()
