import jax
import jax.numpy as jnp
import optax


def init(key, obs_dim=42, hidden=64, actions=7):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"w": jax.random.normal(k1, (obs_dim, hidden)) * 0.1,
            "pi": jax.random.normal(k2, (hidden, actions)) * 0.1,
            "v": jax.random.normal(k3, (hidden,)) * 0.1}


def loss_fn(params, obs, policy, value):
    h = jax.nn.relu(obs.reshape((obs.shape[0], -1)) @ params["w"])
    logits = h @ params["pi"]
    v = jnp.tanh(h @ params["v"])
    pi_loss = optax.softmax_cross_entropy(logits, policy).mean()
    return pi_loss + jnp.mean((v - value) ** 2)


opt = optax.sgd(0.05, momentum=0.9)


@jax.jit
def update(params, opt_state, obs, policy, value):
    loss, grads = jax.value_and_grad(loss_fn)(params, obs, policy, value)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
