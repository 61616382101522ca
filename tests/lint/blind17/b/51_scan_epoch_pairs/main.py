import jax
import jax.numpy as jnp
import numpy as np

from pairs import build_epoch, simulate_clicks

NUM_QUERIES, NUM_DOCS, DIM = 40, 120, 8


def pair_loss(params, batch):
    q, p, n = batch[:, 0], batch[:, 1], batch[:, 2]
    qv = params["q"][q]
    diff = jnp.sum(qv * (params["d"][p] - params["d"][n]), -1)
    return jnp.mean(jax.nn.softplus(-diff))


@jax.jit
def train_epoch(params, batches):
    def body(p, batch):
        loss, g = jax.value_and_grad(pair_loss)(p, batch)
        return jax.tree_util.tree_map(lambda a, b: a - 0.2 * b, p, g), loss

    return jax.lax.scan(body, params, batches)


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"q": 0.1 * jax.random.normal(k1, (NUM_QUERIES, DIM)),
              "d": 0.1 * jax.random.normal(k2, (NUM_DOCS, DIM))}
    for epoch in range(4):
        clicks = simulate_clicks(rng, NUM_QUERIES, NUM_DOCS, ctr=rng.uniform(0.15, 0.45))
        batches = build_epoch(rng, clicks)
        params, losses = train_epoch(params, batches)
        print(epoch, batches.shape[0], float(losses.mean()))


if __name__ == "__main__":
    main()
