import jax
import numpy as np
import optax

from steps import make_train_step

FEATS, LAYERS, BATCH = 10, 2, 64


def init_params(key):
    keys = jax.random.split(key, LAYERS + 1)
    cross = [{"w": jax.random.normal(k, (FEATS, 1)) * 0.1, "b": np.zeros(FEATS, np.float32)} for k in keys[:-1]]
    return {"cross": cross, "out": jax.random.normal(keys[-1], (FEATS, 1)) * 0.1}


def epoch_batches(rng, n=2):
    for _ in range(n):
        x = rng.normal(size=(BATCH, FEATS)).astype(np.float32)
        yield x, ((x[:, 0] * x[:, 1]) > 0).astype(np.float32)


def main():
    rng = np.random.default_rng(33)
    params = init_params(jax.random.PRNGKey(0))
    optimizer = optax.adam(5e-3)
    opt_state = optimizer.init(params)
    for epoch in range(5):
        train_step = make_train_step(optimizer)
        for x, y in epoch_batches(rng):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
