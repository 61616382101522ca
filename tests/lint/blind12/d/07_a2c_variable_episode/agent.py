import jax
import jax.numpy as jnp
import optax


def init_params(key, obs_dim, n_actions, hidden=32):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "torso": jax.random.normal(k1, (obs_dim, hidden)) * 0.1,
        "pi": jax.random.normal(k2, (hidden, n_actions)) * 0.1,
        "v": jax.random.normal(k3, (hidden,)) * 0.1,
    }


def forward(params, obs):
    h = jnp.tanh(obs @ params["torso"])
    return h @ params["pi"], h @ params["v"]


def discounted_returns(rewards, gamma):
    def body(carry, r):
        carry = r + gamma * carry
        return carry, carry
    _, out = jax.lax.scan(body, 0.0, rewards[::-1])
    return out[::-1]


def a2c_loss(params, obs, actions, rewards, gamma=0.99):
    logits, values = forward(params, obs)
    returns = discounted_returns(rewards, gamma)
    adv = jax.lax.stop_gradient(returns - values)
    logp = jax.nn.log_softmax(logits)[jnp.arange(actions.shape[0]), actions]
    return -(logp * adv).mean() + 0.5 * ((returns - values) ** 2).mean()


optimizer = optax.adam(3e-3)


@jax.jit
def update(params, opt_state, obs, actions, rewards):
    loss, grads = jax.value_and_grad(a2c_loss)(params, obs, actions, rewards)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
