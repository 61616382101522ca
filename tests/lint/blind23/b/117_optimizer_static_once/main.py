import jax
import jax.numpy as jnp
import numpy as np
import optax

from train import amplification_step

STEPS_PER_EPOCH = 10


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.3 * jax.random.normal(k1, (5, 16)), "w2": 0.3 * jax.random.normal(k2, (16,))}
    x = jnp.asarray(rng.standard_normal((128, 5)), jnp.float32)
    y = jnp.asarray(np.log(1 + np.abs(rng.standard_normal(128))), jnp.float32)
    schedule = optax.exponential_decay(1e-2, STEPS_PER_EPOCH, 0.5, staircase=True)
    tx = optax.adam(schedule)
    opt_state = tx.init(params)
    for epoch in range(4):
        for _ in range(STEPS_PER_EPOCH):
            params, opt_state, loss = amplification_step(tx, params, opt_state, x, y)
        print(epoch, float(schedule(epoch * STEPS_PER_EPOCH)), float(loss))


if __name__ == "__main__":
    main()
