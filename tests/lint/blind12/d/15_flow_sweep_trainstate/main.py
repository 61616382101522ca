import itertools

import jax
import numpy as np
import optax
from flax.training import train_state

from flow import RealNVP
from train import eval_nll, train_step


def two_moons(rng, n):
    t = rng.uniform(0, np.pi, n)
    upper = np.stack([np.cos(t), np.sin(t)], 1)
    lower = np.stack([1 - np.cos(t), 0.5 - np.sin(t)], 1)
    pick = rng.uniform(size=n) < 0.5
    x = np.where(pick[:, None], upper, lower) + 0.05 * rng.normal(size=(n, 2))
    return x.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    train_x, val_x = two_moons(rng, 256), two_moons(rng, 128)
    model = RealNVP()
    params = model.init(jax.random.PRNGKey(0), train_x[:2])["params"]

    results = {}
    for lr, wd in itertools.product([1e-3, 3e-3], [0.0, 1e-4]):
        state = train_state.TrainState.create(
            apply_fn=model.apply, params=params, tx=optax.adamw(lr, weight_decay=wd))
        for epoch in range(2):
            for batch in np.split(train_x, 4):
                state, loss = train_step(state, batch)
        results[(lr, wd)] = float(eval_nll(state, val_x))
        print(f"lr={lr:g} wd={wd:g} val nll {results[(lr, wd)]:.3f}")
    print("best", min(results, key=results.get))


if __name__ == "__main__":
    main()
