import jax
import jax.numpy as jnp
import numpy as np


def init_member(key, din=3, hidden=24):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (din, hidden)) / jnp.sqrt(din), "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden,)) / jnp.sqrt(hidden), "b2": jnp.zeros(())}


def member_apply(p, x):
    return jnp.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]


def init_ensemble(key, n):
    return jax.vmap(init_member)(jax.random.split(key, n))


def keep(stacked, idx):
    return jax.tree_util.tree_map(lambda a: a[idx], stacked)


@jax.jit
def fit_epoch(stacked, x, y):
    def loss(p):
        return jnp.mean((member_apply(p, x) - y) ** 2)

    def one(p):
        l, g = jax.value_and_grad(loss)(p)
        return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, p, g), l

    return jax.vmap(one)(stacked)


@jax.jit
def validation_error(stacked, xv, yv):
    preds = jax.vmap(member_apply, in_axes=(0, None))(stacked, xv)
    return jnp.mean((preds - yv) ** 2, axis=1)


def main():
    key = jax.random.PRNGKey(0)
    kx, kv, ke = jax.random.split(key, 3)
    x = jax.random.normal(kx, (64, 3))
    y = jnp.sin(x[:, 0]) * x[:, 1]
    xv = jax.random.normal(kv, (32, 3))
    yv = jnp.sin(xv[:, 0]) * xv[:, 1]
    ens = init_ensemble(ke, 8)
    alive = np.ones(8, bool)
    for rnd in range(4):
        for _ in range(3):
            ens, losses = fit_epoch(ens, x, y)
        err = np.asarray(validation_error(ens, xv, yv))
        err_alive = np.where(alive, err, -np.inf)
        alive[np.argmax(err_alive)] = False
        print(rnd, err.round(3), "members", int(alive.sum()))


if __name__ == "__main__":
    main()
