import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(71)
N_MEMBERS = 8
# linear fuel-burn models per member (bootstrap fits): coef for [dist, tow, wind, 1]
coefs = jnp.asarray(rng.normal([3.0, 0.8, -0.5, 1.0], 0.3, size=(N_MEMBERS, 4)), dtype=jnp.float32)


@jax.jit
def member_errors(coefs, x, y):
    pred = jnp.einsum("mf,nf->mn", coefs, x)
    return jnp.mean((pred - y) ** 2, axis=1)


for rnd in range(4):
    x = jnp.asarray(np.c_[rng.normal(size=(64, 3)), np.ones(64)], dtype=jnp.float32)
    y = x @ jnp.array([3.0, 0.8, -0.5, 1.0]) + jnp.asarray(rng.normal(0, 0.1, 64), dtype=jnp.float32)
    err = member_errors(coefs, x, y)
    # drop the worst member each validation round
    keep = np.argsort(np.asarray(err))[:-1]
    coefs = coefs[keep]
    print(rnd, "members left", coefs.shape[0], f"best mse {float(err.min()):.4f}")
