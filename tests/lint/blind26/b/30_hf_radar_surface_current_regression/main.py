import jax
import numpy as np

from train import current_fit_step, init_mlp, set_learning_rate, tx


def daily_radar_batch(day, n=512):
    # inputs: wind u/v, tidal phase sin/cos, river discharge; targets: surface current u/v
    rng = np.random.default_rng(100 + day)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    uv = np.stack([0.03 * x[:, 0] + 0.2 * x[:, 2], 0.03 * x[:, 1] + 0.2 * x[:, 3] + 0.05 * x[:, 4]], 1)
    return x, (uv + rng.normal(0, 0.02, uv.shape)).astype(np.float32)


def warmup_cosine(day, total=7, peak=5e-3):
    if day < 2:
        return peak * (day + 1) / 2
    return 0.5 * peak * (1 + np.cos(np.pi * (day - 2) / (total - 2)))


def main():
    params = init_mlp(jax.random.PRNGKey(1), 5, 32, 2)
    opt_state = tx.init(params)
    for day in range(7):
        x, uv = daily_radar_batch(day)
        opt_state = set_learning_rate(opt_state, float(warmup_cosine(day)))
        for i in range(0, 512, 128):
            params, opt_state, loss = current_fit_step(params, opt_state, x[i:i + 128], uv[i:i + 128])
        print(f"day {day}: loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
