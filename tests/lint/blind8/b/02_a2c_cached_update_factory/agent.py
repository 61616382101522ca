import functools

import jax
import jax.numpy as jnp


def init_params(key, obs_dim, n_actions, hidden=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "torso": jax.random.normal(k1, (obs_dim, hidden)) * 0.1,
        "pi": jax.random.normal(k2, (hidden, n_actions)) * 0.1,
        "v": jax.random.normal(k3, (hidden, 1)) * 0.1,
    }


def forward(params, obs):
    h = jnp.tanh(obs @ params["torso"])
    return h @ params["pi"], (h @ params["v"])[..., 0]


def a2c_loss(params, obs, actions, returns, value_coef, entropy_coef):
    logits, values = forward(params, obs)
    logp = jax.nn.log_softmax(logits)
    adv = jax.lax.stop_gradient(returns - values)
    chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
    pg = -(chosen * adv).mean()
    vf = ((returns - values) ** 2).mean()
    ent = -(jnp.exp(logp) * logp).sum(-1).mean()
    return pg + value_coef * vf - entropy_coef * ent


@functools.lru_cache(maxsize=None)
def make_update_fn(lr, value_coef=0.5, entropy_coef=0.01):
    def a2c_update(params, obs, actions, returns):
        loss, grads = jax.value_and_grad(a2c_loss)(
            params, obs, actions, returns, value_coef, entropy_coef)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
        return params, loss

    return jax.jit(a2c_update)
