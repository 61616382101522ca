from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class ExcursionClassifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(2)(x)


net = ExcursionClassifier()


def make_optimizer(cfg):
    return optax.chain(optax.clip_by_global_norm(cfg.clip), optax.adam(cfg.lr))


@partial(jax.jit, static_argnums=(0,))
def member_step(tx, params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, x), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def train_member(cfg, seed, x, y):
    tx = make_optimizer(cfg)
    params = net.init(jax.random.PRNGKey(seed), x[:1])
    opt_state = tx.init(params)
    for _ in range(cfg.epochs):
        for i in range(0, len(x), cfg.batch):
            params, opt_state, loss = member_step(tx, params, opt_state, x[i:i + cfg.batch], y[i:i + cfg.batch])
    return params, float(loss)
