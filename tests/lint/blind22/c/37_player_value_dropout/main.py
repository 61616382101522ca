import jax
import jax.numpy as jnp
import numpy as np

from train import dropout_for_epoch, model, train_step, tx


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 6)).astype(np.float32)
    y = (x @ rng.normal(size=6)).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = model.init(key, x[:1], 0.0, False)
    opt_state = tx.init(params)
    for epoch in range(5):
        rate = dropout_for_epoch(epoch)
        for b in range(0, 64, 32):
            key, sub = jax.random.split(key)
            params, opt_state, loss = train_step(params, opt_state, x[b:b + 32], y[b:b + 32], sub,
                                                 dropout_rate=rate)
        print(epoch, round(rate, 2), float(loss))


if __name__ == "__main__":
    main()
