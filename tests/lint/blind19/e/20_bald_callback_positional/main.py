import jax
import jax.numpy as jnp
import optax

from callbacks import UncertaintyLogger
from model import bald_scores, model


def main():
    key = jax.random.PRNGKey(0)
    kp, ki, key = jax.random.split(key, 3)
    pool = jax.random.normal(kp, (300, 4))
    labels = jnp.argmax(pool[:, :3], -1)
    params = model.init(ki, pool[:1], deterministic=True)
    tx = optax.sgd(0.1)
    opt_state = tx.init(params)

    @jax.jit
    def fit_step(params, opt_state, x, y, w, key):
        def loss(p):
            lg = model.apply(p, x, rngs={"dropout": key})
            return jnp.sum(w * optax.softmax_cross_entropy_with_integer_labels(lg, y)) / jnp.sum(w)

        l, g = jax.value_and_grad(loss)(params)
        u, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, u), opt_state, l

    labelled = jnp.zeros(300).at[:10].set(1.0)
    logger = UncertaintyLogger(pool)
    for rnd in range(4):
        for _ in range(3):
            key, sk = jax.random.split(key)
            params, opt_state, l = fit_step(params, opt_state, pool, labels, labelled, sk)
        key, sk = jax.random.split(key)
        scores = bald_scores(params, pool, sk)
        scores = jnp.where(labelled > 0, -jnp.inf, scores)
        labelled = labelled.at[jnp.argmax(scores)].set(1.0)
        logger(rnd, params, sk)
    print(logger.history)


if __name__ == "__main__":
    main()
