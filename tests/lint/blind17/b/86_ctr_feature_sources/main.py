import jax
import jax.numpy as jnp
import numpy as np
import optax

from features import from_feature_store, from_request_log

VOCAB = {"user": 100, "ad": 80, "hour": 24}
DIM = 8
tx = optax.adagrad(0.1)


def logits(params, feats):
    embs = [params[name][feats[name]] for name in sorted(VOCAB)]
    x = jnp.stack(embs, 1)
    inter = jnp.einsum("bfd,bgd->bfg", x, x).sum((1, 2))
    return inter + params["bias"]


@jax.jit
def train_step(params, opt_state, feats, clicks):
    loss, g = jax.value_and_grad(
        lambda p: optax.sigmoid_binary_cross_entropy(logits(p, feats), clicks).mean()
    )(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    keys = jax.random.split(jax.random.PRNGKey(0), len(VOCAB))
    params = {n: 0.05 * jax.random.normal(k, (v, DIM)) for k, (n, v) in zip(keys, VOCAB.items())}
    params["bias"] = jnp.zeros(())
    opt_state = tx.init(params)
    for step in range(6):
        source = from_request_log if step % 2 else from_feature_store
        feats = source(rng, 32)
        clicks = jnp.asarray(rng.random(32) < 0.1, jnp.float32)
        params, opt_state, loss = train_step(params, opt_state, feats, clicks)
        print(step, list(feats), float(loss))


if __name__ == "__main__":
    main()
