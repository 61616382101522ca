import jax
import numpy as np

from train import bpr_step, init_params, make_optimizer

N_USERS, N_ITEMS, DIM, BATCH = 50, 120, 8, 64
N_FOLDS = 4


def triples(rng, n):
    return (rng.integers(0, N_USERS, n), rng.integers(0, N_ITEMS, n), rng.integers(0, N_ITEMS, n))


def run_fold(fold, rng, optimizer):
    params = init_params(jax.random.PRNGKey(fold), N_USERS, N_ITEMS, DIM)
    opt_state = optimizer.init(params)
    for _ in range(2):
        users, pos, neg = triples(rng, BATCH)
        params, opt_state, loss = bpr_step(params, opt_state, users, pos, neg, optimizer=optimizer)
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    optimizer = make_optimizer()
    losses = [run_fold(k, rng, optimizer) for k in range(N_FOLDS)]
    print("fold losses", [round(l, 4) for l in losses])


if __name__ == "__main__":
    main()
