import jax
import jax.numpy as jnp
import numpy as np

from schedule import warmup_factor

N_ITEMS, N_USERS, DIM = 50, 20, 8
BASE_LR = 0.05
WARMUP = 3


def init(key):
    ku, ki = jax.random.split(key)
    return {
        "user": jax.random.normal(ku, (N_USERS, DIM)) * 0.1,
        "item": jax.random.normal(ki, (N_ITEMS, DIM)) * 0.1,
    }


def bpr_loss(params, users, pos, neg):
    u = params["user"][users]
    s_pos = jnp.sum(u * params["item"][pos], -1)
    s_neg = jnp.sum(u * params["item"][neg], -1)
    return -jnp.mean(jax.nn.log_sigmoid(s_pos - s_neg))


@jax.jit
def sgd_step(params, users, pos, neg, lr_scale):
    loss, g = jax.value_and_grad(bpr_loss)(params, users, pos, neg)
    lr = BASE_LR * lr_scale
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g), loss


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0))
    for step in range(1, 8):
        users = rng.integers(0, N_USERS, 32)
        pos = rng.integers(0, N_ITEMS, 32)
        neg = rng.integers(0, N_ITEMS, 32)
        scale = warmup_factor(step, WARMUP)
        params, loss = sgd_step(params, users, pos, neg, scale)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
