import numpy as np
import optax

from backtest import simulate_market, walk_forward_splits
from factor_model import fit, init_params

TRAIN_LEN, TEST_LEN = 240, 40
LEARNING_RATE = 5e-2


def main():
    factors, returns = simulate_market()
    hit_rates = []
    for fold, (tr, te) in enumerate(walk_forward_splits(len(returns), TRAIN_LEN, TEST_LEN)):
        tx = optax.adam(LEARNING_RATE)
        params, train_loss = fit(init_params(factors.shape[1]), factors[tr], returns[tr], tx, n_steps=5)
        pred = factors[te] @ np.asarray(params["beta"]) + float(params["alpha"])
        hit = np.mean(np.sign(pred) == np.sign(returns[te]))
        hit_rates.append(hit)
        print(f"fold {fold}: train mse={train_loss:.2e} hit rate={hit:.2f}")
    print("mean out-of-sample hit rate:", round(float(np.mean(hit_rates)), 3))


if __name__ == "__main__":
    main()
