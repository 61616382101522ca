import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for n_in, n_out in zip(sizes[:-1], sizes[1:]):
        key, sub = jax.random.split(key)
        params.append((jax.random.normal(sub, (n_in, n_out)) / jnp.sqrt(n_in), jnp.zeros(n_out)))
    return params


def mlp(params, x):
    for w, b in params[:-1]:
        x = jnp.tanh(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def make_greedy_policy(params):
    """Deterministic policy used for evaluation rollouts."""

    def act(obs):
        logits = mlp(params, obs)
        return jnp.argmax(logits, axis=-1)

    return jax.jit(act)
