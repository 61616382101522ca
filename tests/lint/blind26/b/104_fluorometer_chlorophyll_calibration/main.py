import jax
import numpy as np

from schedule import warmup_cosine
from train import chl_sgd_step


def fluorometer_pairs(n=960, seed=0):
    # fluorescence, backscatter, PAR, temperature -> extracted chlorophyll (log)
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 4)).astype(np.float32)
    y = (0.7 * x[:, 0] - 0.2 * x[:, 2] * x[:, 0] + rng.normal(0, 0.1, n)).astype(np.float32)[:, None]
    return x, y


def main():
    x, y = fluorometer_pairs()
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (4, 16)) * 0.5, "b1": jax.numpy.zeros(16), "w2": jax.random.normal(k2, (16, 1)) * 0.5}
    step = 0
    for epoch in range(12):
        for i in range(0, 960, 96):
            params, loss = chl_sgd_step(params, x[i:i + 96], y[i:i + 96], warmup_cosine(step))
            step += 1
        if epoch % 3 == 2:
            print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
