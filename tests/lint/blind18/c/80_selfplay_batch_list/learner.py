import jax
import jax.numpy as jnp
import optax

tx = optax.adam(1e-3)


def init(key, obs_dim=9, actions=9):
    k1, k2 = jax.random.split(key)
    return {"pi": jax.random.normal(k1, (obs_dim, actions)) * 0.1,
            "v": jax.random.normal(k2, (obs_dim,)) * 0.1}


@jax.jit
def train_step(params, opt_state, batch):
    obs, pi, z = batch

    def loss_fn(p):
        logits = obs @ p["pi"]
        v = jnp.tanh(obs @ p["v"])
        return optax.softmax_cross_entropy(logits, pi).mean() + jnp.mean((v - z) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
