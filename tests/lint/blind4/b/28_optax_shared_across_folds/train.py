import jax
import jax.numpy as jnp
import optax

optimizer = optax.adam(1e-2)


def init_params(key, n_features, hidden=16):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (n_features, hidden)) * 0.3, "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden,)) * 0.3}


def predict(params, X):
    return jax.nn.relu(X @ params["w1"] + params["b1"]) @ params["w2"]


@jax.jit
def train_step(params, opt_state, X, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((predict(p, X) - y) ** 2))(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
