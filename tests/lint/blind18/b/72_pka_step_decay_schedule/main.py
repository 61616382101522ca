import jax
import jax.numpy as jnp
import numpy as np
import optax

from steps import make_train_step

BASE_LR = 3e-3
DECAY_EVERY = 1


STEPS_PER_EPOCH = 4

lr_at_step = optax.exponential_decay(BASE_LR, transition_steps=DECAY_EVERY * STEPS_PER_EPOCH,
                                     decay_rate=0.5, staircase=True)


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(64, 32)), jnp.float32)   # substructure fingerprint counts
    y = jnp.asarray(4.0 + x[:, :5].sum(1), jnp.float32)       # pKa
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.1 * jax.random.normal(k1, (32, 32)), "b1": jnp.zeros(32, jnp.float32),
              "w2": 0.1 * jax.random.normal(k2, (32,))}
    tx = optax.adam(lr_at_step)
    opt_state = tx.init(params)
    train_step = make_train_step(tx)
    for epoch in range(4):
        for i in range(0, 64, 16):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 16], y[i:i + 16])
        print(epoch, float(lr_at_step(epoch * STEPS_PER_EPOCH)), float(loss))


if __name__ == "__main__":
    main()
