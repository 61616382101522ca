import jax
import jax.numpy as jnp
import optax


def init_policy(key, n_in=4, n_hidden=16, n_out=1):
    k1, k2 = jax.random.split(key)
    return {
        "w1": 0.3 * jax.random.normal(k1, (n_in, n_hidden)),
        "b1": jnp.zeros(n_hidden),
        "w2": 0.3 * jax.random.normal(k2, (n_hidden, n_out)),
    }


def apply_policy(params, obs):
    h = jnp.tanh(obs @ params["w1"] + params["b1"])
    return h @ params["w2"]


def imitation_loss(params, obs, expert_u):
    return jnp.mean((apply_policy(params, obs) - expert_u) ** 2)


optimizer = optax.sgd(0.05)


@jax.jit
def update(params, opt_state, obs, expert_u):
    loss, grads = jax.value_and_grad(imitation_loss)(params, obs, expert_u)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def evaluate(params, obs, expert_u):
    return imitation_loss(params, obs, expert_u)
