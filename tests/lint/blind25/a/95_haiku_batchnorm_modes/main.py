import jax
import jax.numpy as jnp
import numpy as np

from net import moisture_net
from steps import forward, opt, update


def sar_features(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    return x, (0.25 + 0.05 * x[:, 0] - 0.03 * x[:, 2]).astype(np.float32)


def main():
    xtr, ytr = sar_features(128, 0)
    xva, yva = sar_features(32, 1)
    params, state = moisture_net.init(jax.random.PRNGKey(0), xtr[:32], True)
    opt_state = opt.init(params)
    for epoch in range(4):
        for i in range(0, 128, 32):
            params, state, opt_state, loss = update(params, state, opt_state, xtr[i:i + 32], ytr[i:i + 32])
        train_pred, _ = forward(params, state, xtr[:32], is_training=True)
        val_pred, _ = forward(params, state, xva, is_training=False)
        print(f"epoch {epoch}: train mse {float(jnp.mean((train_pred - ytr[:32]) ** 2)):.5f} val mse {float(jnp.mean((val_pred - yva) ** 2)):.5f}")


if __name__ == "__main__":
    main()
