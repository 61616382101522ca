import numpy as np
import jax
import jax.numpy as jnp

from train import model, tx, subro_step


def main():
    rng = np.random.default_rng(281)
    x = jnp.asarray(rng.normal(size=(768, 11)), jnp.float32)
    y = jnp.asarray(x[:, 2] + 0.5 * x[:, 7] + jnp.asarray(rng.normal(size=768)) > 0.8, jnp.float32)
    key = jax.random.PRNGKey(0)
    key, init_key = jax.random.split(key)
    params = model.init(init_key, x[:2], False)
    opt_state = tx.init(params)
    for epoch in range(4):
        for b in range(0, 768, 128):
            key, dk = jax.random.split(key)
            params, opt_state, loss = subro_step(params, opt_state, x[b:b + 128], y[b:b + 128], dk)
        print(epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()
