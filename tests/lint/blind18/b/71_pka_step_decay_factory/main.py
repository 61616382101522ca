import jax
import jax.numpy as jnp
import numpy as np
import optax

from steps import make_train_step

BASE_LR = 3e-3
DECAY_EVERY = 1


def lr_at(epoch):
    return BASE_LR * 0.5 ** (epoch // DECAY_EVERY)


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(64, 32)), jnp.float32)   # substructure fingerprint counts
    y = jnp.asarray(4.0 + x[:, :5].sum(1), jnp.float32)       # pKa
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.1 * jax.random.normal(k1, (32, 32)), "b1": jnp.zeros(32, jnp.float32),
              "w2": 0.1 * jax.random.normal(k2, (32,))}
    opt_state = optax.adam(BASE_LR).init(params)
    for epoch in range(4):
        train_step = make_train_step(optax.adam(lr_at(epoch)))
        for i in range(0, 64, 16):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 16], y[i:i + 16])
        print(epoch, lr_at(epoch), float(loss))


if __name__ == "__main__":
    main()
