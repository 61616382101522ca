import jax
import jax.numpy as jnp

D = 16


def init(key, obs_dim, act_dim):
    ks = jax.random.split(key, 4)
    return {
        "embed": jax.random.normal(ks[0], (obs_dim + 1, D)) * 0.2,
        "q": jax.random.normal(ks[1], (D, D)) * 0.2,
        "k": jax.random.normal(ks[2], (D, D)) * 0.2,
        "out": jax.random.normal(ks[3], (D, act_dim)) * 0.2,
    }


@jax.jit
def next_action(params, obs_seq, rtg_seq, valid):
    x = jnp.concatenate([obs_seq, rtg_seq[:, None]], -1) @ params["embed"]
    q = x[-1] @ params["q"]
    k = x @ params["k"]
    scores = jnp.where(valid, k @ q / jnp.sqrt(D), -jnp.inf)
    att = jax.nn.softmax(scores)
    return jnp.tanh((att @ x) @ params["out"])
