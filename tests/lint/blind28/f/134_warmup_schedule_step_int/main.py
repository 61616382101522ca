import jax.numpy as jnp
import numpy as np

from train import scheduled_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(160, 24)).astype(np.float32)
    y = rng.integers(0, 6, 160).astype(np.int32)
    params = {"w1": jnp.asarray(rng.normal(size=(24, 32)) * 0.1, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(32, 6)) * 0.1, jnp.float32)}
    step = 0
    for epoch in range(4):
        for i in range(0, 160, 16):
            params, loss, lr = scheduled_step(params, x[i : i + 16], y[i : i + 16], step)
            step += 1
        print(epoch, step, float(lr), float(loss))


if __name__ == "__main__":
    main()
