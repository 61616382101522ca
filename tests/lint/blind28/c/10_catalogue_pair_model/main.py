import jax
import jax.numpy as jnp

from records import record_batches


def init_weights(key):
    ks = jax.random.split(key, 2)
    return {"title": jax.random.normal(ks[0], (16,)) * 0.1,
            "author": jax.random.normal(ks[1], (16,)) * 0.1,
            "year": jnp.zeros((1,)), "bias": jnp.zeros(())}


@jax.jit
def pair_step(weights, feats, is_dup):
    def loss(w):
        logit = w["bias"] + feats["title"] @ w["title"] + feats["author"] @ w["author"]
        logit = logit + (feats["has_year"] * feats["year"] / 1900.0) @ w["year"]
        return jnp.mean(jnp.logaddexp(0.0, logit) - is_dup * logit)

    val, g = jax.value_and_grad(loss)(weights)
    return jax.tree_util.tree_map(lambda a, b: a - 0.5 * b, weights, g), val


def main():
    weights = init_weights(jax.random.PRNGKey(4))
    for epoch in range(2):
        for feats, is_dup in record_batches():
            weights, loss = pair_step(weights, feats, is_dup)
        print("epoch", epoch, float(loss))


if __name__ == "__main__":
    main()
