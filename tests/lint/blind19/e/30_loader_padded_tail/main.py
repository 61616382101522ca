import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import iterate_minibatches, make_pool

BATCH = 16
tx = optax.adamw(3e-3)


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (5, 32)) * 0.3, "b1": jnp.zeros(32),
            "w2": jax.random.normal(k2, (32, 2)) * 0.3, "b2": jnp.zeros(2)}


def logits_fn(p, x):
    return jnp.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]


@jax.jit
def train_step(params, opt_state, xb, yb, wb):
    def loss(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, xb), yb)
        return jnp.sum(wb * ce) / jnp.sum(wb)

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l


@jax.jit
def margin(params, x):
    z = jax.nn.softmax(logits_fn(params, x))
    top2 = jax.lax.top_k(z, 2)[0]
    return top2[:, 0] - top2[:, 1]


def main():
    X, y = make_pool()
    rng = np.random.default_rng(1)
    labelled = list(range(20))
    params = init(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for rnd in range(5):
        for xb, yb, wb in iterate_minibatches(X[labelled], y[labelled], BATCH, rng):
            params, opt_state, l = train_step(params, opt_state, jnp.asarray(xb), jnp.asarray(yb), jnp.asarray(wb))
        m = np.array(margin(params, jnp.asarray(X)))
        m[labelled] = np.inf
        labelled += list(np.argsort(m)[:7])
        print(rnd, len(labelled), float(l))


if __name__ == "__main__":
    main()
