import jax
import jax.numpy as jnp
import numpy as np
import optax

from trainer import AlertNet, make_train_step

STAGES = [("warmup", 1e-3), ("main", 3e-3), ("anneal", 3e-4)]


def main():
    rng = np.random.default_rng(0)
    model = AlertNet()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 9)))
    for name, lr in STAGES:
        tx = optax.adamw(lr, weight_decay=1e-4)
        opt_state = tx.init(params)
        train_step = make_train_step(model, tx)
        for _ in range(3):
            x = rng.normal(size=(32, 9)).astype(np.float32)
            y = (x[:, 0] + x[:, 4] > 1).astype(np.float32)
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print(name, float(loss))


if __name__ == "__main__":
    main()
