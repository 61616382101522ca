import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(71)
N_MEMBERS = 8
# linear fuel-burn models per member (bootstrap fits): coef for [dist, tow, wind, 1]
coefs = jnp.asarray(rng.normal([3.0, 0.8, -0.5, 1.0], 0.3, size=(N_MEMBERS, 4)), dtype=jnp.float32)
active = np.ones(N_MEMBERS, bool)


@jax.jit
def masked_member_errors(coefs, active, x, y):
    pred = jnp.einsum("mf,nf->mn", coefs, x)
    mse = jnp.mean((pred - y) ** 2, axis=1)
    return jnp.where(active, mse, jnp.inf)


for rnd in range(4):
    x = jnp.asarray(np.c_[rng.normal(size=(64, 3)), np.ones(64)], dtype=jnp.float32)
    y = x @ jnp.array([3.0, 0.8, -0.5, 1.0]) + jnp.asarray(rng.normal(0, 0.1, 64), dtype=jnp.float32)
    err = np.asarray(masked_member_errors(coefs, active, x, y))
    # drop the worst remaining member each validation round
    worst = np.argmax(np.where(active, err, -np.inf))
    active[worst] = False
    print(rnd, "members left", int(active.sum()), f"best mse {float(err.min()):.4f}")
