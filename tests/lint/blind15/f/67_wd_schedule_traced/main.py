import jax
import jax.numpy as jnp
import numpy as np

from steps import get_train_step

LR = 1e-2
EPOCHS = 4


def weight_decay_for(epoch):
    return 1e-4 * (1 + epoch)


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    params = {"w1": jax.random.normal(key, (4, 8)) * 0.5, "w2": jnp.zeros((8, 1))}
    tx, train_step = get_train_step(LR)
    opt_state = tx.init(params)
    for epoch in range(EPOCHS):
        opt_state.hyperparams["weight_decay"] = jnp.asarray(weight_decay_for(epoch), jnp.float32)
        for _ in range(3):
            x = rng.normal(size=(16, 4)).astype(np.float32)
            params, opt_state, loss = train_step(params, opt_state, x, x[:, :1] ** 2)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
