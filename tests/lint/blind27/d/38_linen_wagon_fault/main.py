import jax
import numpy as np

from steps import net, run_model


def main():
    rng = np.random.default_rng(3)
    x = rng.normal(size=(300, 8)).astype(np.float32)
    y = (x[:, 0] + x[:, 1] > 0.5).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = net.init(key, x[:2], training=False)
    for epoch in range(3):
        for b in range(0, 256, 64):
            key, sub = jax.random.split(key)
            params, loss = run_model(params, x[b:b + 64], y[b:b + 64], sub, training=True)
        _, val = run_model(params, x[256:], y[256:], key, training=False)
        print(epoch, float(loss), float(val))


if __name__ == "__main__":
    main()
