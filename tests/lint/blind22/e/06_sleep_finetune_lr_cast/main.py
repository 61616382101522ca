import jax
import numpy as np

from train import model, optimizer, set_learning_rate, train_step

N_FEAT = 24
BATCH = 32


def night_batches(user_seed, n_batches):
    rng = np.random.default_rng(user_seed)
    for _ in range(n_batches):
        x = rng.standard_normal((BATCH, N_FEAT)).astype(np.float32)
        y = rng.integers(0, 5, size=BATCH).astype(np.int32)
        yield x, y


def personalise(params, user_seed, epochs=4, base_lr=3e-3):
    opt_state = optimizer.init(params)
    for epoch in range(epochs):
        opt_state = set_learning_rate(opt_state, base_lr * 0.5 ** epoch)
        for x, y in night_batches(user_seed * 100 + epoch, 3):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print(f"user {user_seed} epoch {epoch} loss {float(loss):.3f}")
    return params


def main():
    params = model.init(jax.random.PRNGKey(0), np.zeros((1, N_FEAT), np.float32))["params"]
    for user_seed in range(2):
        personalise(params, user_seed)


if __name__ == "__main__":
    main()
