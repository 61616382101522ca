import jax
import jax.numpy as jnp
import optax


def init_member(key, in_dim=6, hidden=16):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (in_dim, hidden)) * 0.3,
            "w2": jax.random.normal(k2, (hidden, 3)) * 0.3}


def loss_fn(params, obs, actions):
    logits = jnp.tanh(obs @ params["w1"]) @ params["w2"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, actions).mean()


def make_train_step(optimizer):
    @jax.jit
    def train_step(params, opt_state, obs, actions):
        loss, grads = jax.value_and_grad(loss_fn)(params, obs, actions)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss
    return train_step
