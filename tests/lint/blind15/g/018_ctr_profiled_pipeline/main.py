import jax.numpy as jnp
import numpy as np

from steps import train_step, tx


def impressions(rng, n=128, d=20):
    x = (rng.random((n, d)) < 0.1).astype(np.float32)
    y = (rng.random(n) < 0.05 + 0.5 * x[:, 0]).astype(np.float32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros(20), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for shard in range(2):
        for step in range(3):
            x, y = impressions(rng)
            params, opt_state, loss = train_step(params, opt_state, x, y, tag="ctr_train")
        print(f"shard {shard} logloss {float(loss):.4f}")


if __name__ == "__main__":
    main()
