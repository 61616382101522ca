import jax.numpy as jnp
import numpy as np
import optax

from trainer import lr_for_epoch, make_step


def main():
    rng = np.random.default_rng(2)
    n, d = 256, 4
    x = jnp.asarray(rng.normal(size=(n, d)), jnp.float32)
    t = jnp.asarray(rng.uniform(size=n) < 0.5, jnp.float32)
    y = x[:, 0] + t * (0.4 + x[:, 1]) + 0.1 * jnp.asarray(rng.normal(size=n), jnp.float32)
    params = {"w": jnp.zeros(d), "tau": jnp.zeros(d)}
    opt_state = optax.sgd(0.1).init(params)
    for epoch in range(5):
        step = make_step(optax.sgd(lr_for_epoch(0.1, epoch)))
        for _ in range(3):
            params, opt_state, loss = step(params, opt_state, x, t, y)
        print(f"epoch {epoch} loss {float(loss):.4f}")
    print("cate coefs", np.round(np.asarray(params["tau"]), 3))


if __name__ == "__main__":
    main()
