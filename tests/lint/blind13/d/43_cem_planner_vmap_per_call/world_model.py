import jax
import jax.numpy as jnp


def init_model(key, state_dim, action_dim, hidden=32):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (state_dim + action_dim, hidden)) * 0.2,
            "w2": jax.random.normal(k2, (hidden, state_dim)) * 0.2}


def predict_next(model, state, action):
    h = jnp.tanh(jnp.concatenate([state, action]) @ model["w1"])
    return state + 0.1 * h @ model["w2"]


def trajectory_return(model, state, actions, goal):
    def step(s, a):
        s = predict_next(model, s, a)
        return s, -jnp.sum((s - goal) ** 2) - 0.01 * jnp.sum(a ** 2)

    _, rewards = jax.lax.scan(step, state, actions)
    return rewards.sum()
