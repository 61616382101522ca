import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import SensorAE
from train import make_train_step

WINDOW = 20


def batches(rng, n, size=32):
    t = np.arange(WINDOW)
    for _ in range(n):
        phase = rng.uniform(0, 6.28, size=(size, 1))
        yield (np.sin(t / 2.0 + phase) + 0.05 * rng.normal(size=(size, WINDOW))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    model = SensorAE(WINDOW)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, WINDOW)))
    lr = 1e-2
    tx = optax.inject_hyperparams(optax.adam)(learning_rate=lr)
    opt_state = tx.init(params)
    train_step = make_train_step(model, tx)
    for epoch in range(4):
        opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
        for batch in batches(rng, 3):
            params, opt_state, loss = train_step(params, opt_state, batch)
        print(epoch, lr, float(loss))
        lr *= 0.5


if __name__ == "__main__":
    main()
