import jax
import jax.numpy as jnp
import optax


def make_train_step(optimizer):
    def loss_fn(params, obs, returns):
        v = jnp.tanh(obs @ params["w1"]) @ params["w2"]
        return jnp.mean((v[:, 0] - returns) ** 2)

    @jax.jit
    def train_step(params, opt_state, obs, returns):
        loss, grads = jax.value_and_grad(loss_fn)(params, obs, returns)
        updates, opt_state = optimizer.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


def init_params(key, obs_dim):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (obs_dim, 32)) * 0.3,
            "w2": jax.random.normal(k2, (32, 1)) * 0.3}
