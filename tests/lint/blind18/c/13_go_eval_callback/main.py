import jax
import numpy as np

from callbacks import HoldoutEvaluator
from data import random_positions
from model import init_params, optimizer, train_step, value_loss

BATCH = 32


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    holdout = HoldoutEvaluator(*random_positions(rng, BATCH))
    for step in range(6):
        boards, outcomes = random_positions(rng, BATCH)
        params, opt_state, loss = train_step(params, opt_state, boards, outcomes)
        train_eval = value_loss(params, boards, outcomes)
        holdout(step, params)
        print(step, float(loss), float(train_eval))
    print(holdout.history)


if __name__ == "__main__":
    main()
