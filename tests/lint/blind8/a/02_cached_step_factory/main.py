import jax
import numpy as np
import optax

from model import init_mlp
from steps import make_eval_step, make_train_step

NUM_EPOCHS = 5
BATCH = 32


def synthetic_cifar(n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 64)).astype(np.float32)
    y = rng.integers(0, 10, size=n).astype(np.int32)
    return x, y


def main():
    x, y = synthetic_cifar(128)
    x_val, y_val = synthetic_cifar(64, seed=1)
    params = init_mlp(jax.random.PRNGKey(0), [64, 32, 10])
    optimizer = optax.sgd(0.1, momentum=0.9)
    opt_state = optimizer.init(params)

    for epoch in range(NUM_EPOCHS):
        train_step = make_train_step(optimizer)
        for i in range(0, len(x), BATCH):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + BATCH], y[i:i + BATCH])
        acc = make_eval_step()(params, x_val, y_val)
        print(f"epoch {epoch}: loss {float(loss):.4f} val acc {float(acc):.3f}")


if __name__ == "__main__":
    main()
