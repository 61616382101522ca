import jax
import jax.numpy as jnp
import numpy as np
import optax

from train import site_amp_step


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.3 * jax.random.normal(k1, (5, 16)), "w2": 0.3 * jax.random.normal(k2, (16,))}
    x = jnp.asarray(rng.standard_normal((128, 5)), jnp.float32)
    y = jnp.asarray(np.log(1 + np.abs(rng.standard_normal(128))), jnp.float32)
    opt_state = None
    for epoch in range(4):
        lr = 1e-2 * 0.5 ** epoch
        tx = optax.adam(lr)
        if opt_state is None:
            opt_state = tx.init(params)
        for _ in range(10):
            params, opt_state, loss = site_amp_step(tx, params, opt_state, x, y)
        print(epoch, lr, float(loss))


if __name__ == "__main__":
    main()
