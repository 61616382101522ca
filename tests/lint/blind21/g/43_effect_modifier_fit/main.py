import jax.numpy as jnp
import numpy as np

from trainer import lr_for_epoch, optimizer, step


def main():
    rng = np.random.default_rng(2)
    n, d = 256, 4
    x = jnp.asarray(rng.normal(size=(n, d)), jnp.float32)
    t = jnp.asarray(rng.uniform(size=n) < 0.5, jnp.float32)
    y = x[:, 0] + t * (0.4 + x[:, 1]) + 0.1 * jnp.asarray(rng.normal(size=n), jnp.float32)
    params = {"w": jnp.zeros(d), "tau": jnp.zeros(d)}
    opt_state = optimizer.init(params)
    for epoch in range(5):
        opt_state.hyperparams["learning_rate"] = jnp.asarray(lr_for_epoch(0.1, epoch), jnp.float32)
        for _ in range(3):
            params, opt_state, loss = step(params, opt_state, x, t, y)
        print(f"epoch {epoch} loss {float(loss):.4f}")
    print("cate coefs", np.round(np.asarray(params["tau"]), 3))


if __name__ == "__main__":
    main()
