import jax
import jax.numpy as jnp
import numpy as np

from schedules import learning_rate

NUM_FIELDS, BUCKETS, DIM = 6, 512, 8


def fm_logits(params, feats):
    v = params["v"][feats]
    linear = params["w"][feats].sum(-1)
    sum_sq = jnp.square(v.sum(1))
    sq_sum = jnp.square(v).sum(1)
    return linear + 0.5 * (sum_sq - sq_sum).sum(-1)


@jax.jit
def sgd_step(params, feats, labels, lr):
    def loss_fn(p):
        z = fm_logits(p, feats)
        return jnp.mean(jax.nn.softplus(z) - labels * z)

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g), loss


def main():
    rng = np.random.default_rng(0)
    params = {"v": 0.01 * jax.random.normal(jax.random.PRNGKey(0), (BUCKETS, DIM)),
              "w": jnp.zeros((BUCKETS,))}
    for step in range(8):
        feats = jnp.asarray(rng.integers(0, BUCKETS, (32, NUM_FIELDS)), jnp.int32)
        labels = jnp.asarray(rng.integers(0, 2, 32), jnp.float32)
        params, loss = sgd_step(params, feats, labels, learning_rate(step))
        print(step, float(loss))


if __name__ == "__main__":
    main()
