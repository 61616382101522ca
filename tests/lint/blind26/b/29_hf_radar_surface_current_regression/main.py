import jax
import numpy as np

from train import current_fit_step, init_mlp, set_learning_rate, tx


def hf_radar_samples(n, seed=0):
    # inputs: wind u/v, tidal phase sin/cos, river discharge; targets: surface current u/v
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    uv = np.stack([0.03 * x[:, 0] + 0.2 * x[:, 2], 0.03 * x[:, 1] + 0.2 * x[:, 3] + 0.05 * x[:, 4]], 1)
    return x, (uv + rng.normal(0, 0.02, uv.shape)).astype(np.float32)


def main():
    x, uv = hf_radar_samples(2048)
    params = init_mlp(jax.random.PRNGKey(1), 5, 32, 2)
    opt_state = tx.init(params)
    for epoch in range(6):
        lr = 1e-2 * 0.5 ** epoch
        opt_state = set_learning_rate(opt_state, lr)
        for i in range(0, 2048, 256):
            params, opt_state, loss = current_fit_step(params, opt_state, x[i:i + 256], uv[i:i + 256])
        print(f"epoch {epoch} lr {lr:.5f} loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
