import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import ConvNet
from train import make_train_step


def batches(rng, n, size):
    for _ in range(n):
        x = rng.normal(size=(size, 8, 8, 1)).astype(np.float32)
        y = rng.integers(0, 4, size=size).astype(np.int32)
        yield x, y


def main():
    rng = np.random.default_rng(0)
    model = ConvNet()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8, 8, 1)))["params"]
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-3))
    opt_state = tx.init(params)
    step_fn = make_train_step(model, tx)
    for epoch in range(3):
        for x, y in batches(rng, 4, 8):
            params, opt_state, loss = step_fn(params, opt_state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
