import jax
import numpy as np
import optax

from agent import init_params, make_train_step

OBS, B, STEPS = 5, 64, 5
SEEDS = [0, 1, 2, 3]


def train(seed):
    rng = np.random.default_rng(seed)
    optimizer = optax.adam(1e-3)
    train_step = make_train_step(optimizer)
    params = init_params(jax.random.PRNGKey(seed), OBS)
    opt_state = optimizer.init(params)
    for _ in range(STEPS):
        obs = rng.normal(size=(B, OBS)).astype(np.float32)
        returns = obs.sum(1).astype(np.float32)
        params, opt_state, loss = train_step(params, opt_state, obs, returns)
    return float(loss)


def main():
    results = {seed: train(seed) for seed in SEEDS}
    print(results)


if __name__ == "__main__":
    main()
