import jax
import numpy as np

from train import init_params, init_opt_state, train_step, VOCAB

SWEEP = [1e-3, 3e-3, 1e-2, 3e-2]


def run(lr, data):
    params = init_params(jax.random.PRNGKey(0))
    opt_state = init_opt_state(params, lr)
    for tokens in data:
        params, opt_state, loss = train_step(params, opt_state, tokens)
    return float(loss)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    data = [rng.integers(0, VOCAB, (4, 12)).astype(np.int32) for _ in range(3)]
    results = {lr: run(lr, data) for lr in SWEEP}
    print(results)
