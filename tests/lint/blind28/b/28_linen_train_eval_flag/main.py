import jax
import numpy as np

from steps import model, tx, forward_loss, apply_grads


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(384, 14)).astype(np.float32)
    y = (x[:, :3].sum(1) > 0).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = model.init(key, x[:1], train=False)["params"]
    opt_state = tx.init(params)
    for epoch in range(4):
        for i in range(0, 256, 64):
            key, sub = jax.random.split(key)
            params, opt_state, loss = apply_grads(params, opt_state, x[i:i + 64], y[i:i + 64], sub)
        val = forward_loss(params, x[256:], y[256:], sub, train=False)
        print(epoch, float(loss), float(val))


if __name__ == "__main__":
    main()
