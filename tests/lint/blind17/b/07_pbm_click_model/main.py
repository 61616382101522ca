import jax
import jax.numpy as jnp
import numpy as np

from clicks import simulate_clicks

NUM_QUERIES, NUM_DOCS, POSITIONS = 30, 12, 6
WARMUP = 3


def nll(params, q, ranking, clicks, l2):
    attr = jax.nn.sigmoid(params["attr_logit"][q[:, None], ranking])
    exam = jax.nn.sigmoid(params["exam_logit"])[None, :]
    p = jnp.clip(attr * exam, 1e-6, 1 - 1e-6)
    ll = clicks * jnp.log(p) + (1 - clicks) * jnp.log1p(-p)
    reg = l2 * jnp.sum(params["attr_logit"] ** 2)
    return -ll.mean() + reg


@jax.jit
def update(params, q, ranking, clicks, l2):
    loss, g = jax.value_and_grad(nll)(params, q, ranking, clicks, l2)
    params = jax.tree_util.tree_map(lambda p, d: p - 0.5 * d, params, g)
    return params, loss


def main():
    rng = np.random.default_rng(0)
    q, ranking, clicks = simulate_clicks(rng, NUM_QUERIES, NUM_DOCS, POSITIONS)
    params = {
        "attr_logit": jnp.zeros((NUM_QUERIES, NUM_DOCS)),
        "exam_logit": jnp.zeros((POSITIONS,)),
    }
    for it in range(8):
        l2 = 0 if it < WARMUP else 1e-4
        params, loss = update(params, q, ranking, clicks, l2)
        print(it, float(loss))
    print(jax.nn.sigmoid(params["exam_logit"]))


if __name__ == "__main__":
    main()
