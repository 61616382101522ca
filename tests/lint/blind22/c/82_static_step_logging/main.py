import jax.numpy as jnp
import numpy as np

from train import train_step, tx


def main():
    rng = np.random.default_rng(0)
    feats = rng.normal(size=(80, 5)).astype(np.float32)
    market_value = (feats @ rng.normal(size=5) + 0.1 * rng.normal(size=80)).astype(np.float32)
    w = jnp.zeros(5)
    opt_state = tx.init(w)
    for step in range(7):
        w, opt_state, loss = train_step(w, opt_state, feats, market_value, step=step)
    print(float(loss))


if __name__ == "__main__":
    main()
