import jax.numpy as jnp
import numpy as np

from train import finetune_step, optimizer_for_epoch


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 30)).astype(np.float32)
    y = rng.integers(0, 8, 64).astype(np.int32)
    params = {"w1": jnp.asarray(rng.normal(size=(30, 32)) * 0.1, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(32, 8)) * 0.1, jnp.float32)}
    opt_state = optimizer_for_epoch(0).init(params)
    for epoch in range(3):
        tx = optimizer_for_epoch(epoch)
        for i in range(0, 64, 16):
            params, opt_state, loss = finetune_step(params, opt_state, x[i : i + 16], y[i : i + 16], tx=tx)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
