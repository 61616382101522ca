import jax
import numpy as np

from data import make_buoy_records, BuoyLoader
from model import init_params, optimizer, train_step


def main():
    x, y = make_buoy_records(1000)
    mu, sd = x.mean(0), x.std(0) + 1e-6
    x = (x - mu) / sd
    loader = BuoyLoader(x, y, batch_size=64)
    params = init_params(jax.random.PRNGKey(0), [5, 32, 32, 1])
    opt_state = optimizer.init(params)
    for epoch in range(3):
        losses = []
        for xb, yb in loader:
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
            losses.append(float(loss))
        print(f"epoch {epoch} mse {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
