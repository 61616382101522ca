import jax
import jax.numpy as jnp
import numpy as np

from net import emg_forward, net


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(48, 20, 8)).astype(np.float32)
    y = rng.integers(0, 8, 48)
    key = jax.random.PRNGKey(0)
    params = net.init(key, x[:16])
    for epoch in range(3):
        for i in range(0, 32, 16):
            key, sub = jax.random.split(key)
            logits = emg_forward(params, sub, x[i : i + 16])
        val = emg_forward(params, None, x[32:48])
        print(epoch, float(logits.std()), float((np.asarray(val).argmax(-1) == y[32:48]).mean()))


if __name__ == "__main__":
    main()
