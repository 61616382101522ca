import jax
import jax.numpy as jnp


def init_params(key, obs_dim, n_actions, hidden=16):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "w": jax.random.normal(k1, (obs_dim, hidden)) * 0.1,
        "pi": jax.random.normal(k2, (hidden, n_actions)) * 0.1,
        "v": jax.random.normal(k3, (hidden, 1)) * 0.1,
    }


def forward(params, obs):
    h = jnp.tanh(obs @ params["w"])
    return h @ params["pi"], (h @ params["v"])[..., 0]


def make_update(gamma, lr, entropy_coef=0.01):
    def a2c_update(params, obs, actions, rewards, next_value):
        def loss_fn(p):
            logits, values = forward(p, obs)
            def disc(carry, r):
                carry = r + gamma * carry
                return carry, carry
            _, returns = jax.lax.scan(disc, next_value, rewards[::-1])
            returns = returns[::-1]
            adv = jax.lax.stop_gradient(returns - values)
            logp = jax.nn.log_softmax(logits)
            chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
            entropy = -(jnp.exp(logp) * logp).sum(-1).mean()
            return -(chosen * adv).mean() + 0.5 * ((returns - values) ** 2).mean() - entropy_coef * entropy
        loss, grads = jax.value_and_grad(loss_fn)(params)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
        return params, loss
    return jax.jit(a2c_update)
