import jax.numpy as jnp
import numpy as np

from train import make_optimizer, train_step

N_FEAT, N_STAGES = 16, 5


def batches(n, seed):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield (rng.standard_normal((32, N_FEAT)).astype(np.float32),
               rng.integers(0, N_STAGES, 32).astype(np.int32))


def main():
    w = jnp.zeros((N_FEAT, N_STAGES), jnp.float32)
    tx = make_optimizer(lr=1e-3, clip=1.0)
    opt_state = tx.init(w)
    for epoch in range(4):
        for x, y in batches(3, epoch):
            w, opt_state, loss = train_step(tx, w, opt_state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
