import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import EVAL_BATCH, TRAIN_BATCH, batches

tx = optax.adam(1e-2)


@jax.jit
def forward(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return h @ params["w2"]


@jax.jit
def train_step(params, opt_state, x, y):
    loss, g = jax.value_and_grad(
        lambda p: optax.sigmoid_binary_cross_entropy(forward(p, x), y).mean()
    )(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": 0.2 * jax.random.normal(k1, (10, 32)), "b1": jnp.zeros(32),
              "w2": 0.2 * jax.random.normal(k2, (32,))}
    opt_state = tx.init(params)
    for epoch in range(3):
        for x, y in batches(rng, 5, TRAIN_BATCH):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        aucs = []
        for x, y in batches(rng, 2, EVAL_BATCH):
            p = np.asarray(forward(params, x))
            pos, neg = p[y == 1], p[y == 0]
            aucs.append(float((pos[:, None] > neg[None, :]).mean()))
        print(epoch, float(loss), np.mean(aucs))


if __name__ == "__main__":
    main()
