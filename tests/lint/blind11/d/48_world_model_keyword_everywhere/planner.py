import jax
import jax.numpy as jnp

from dynamics import imagine


def random_shooting(params, key, obs, act_dim, horizon=5, n_candidates=64):
    candidates = jax.random.uniform(key, (horizon, n_candidates, act_dim), minval=-1, maxval=1)
    returns = imagine(params, obs=jnp.broadcast_to(obs, (n_candidates, obs.shape[-1])), actions=candidates)
    return candidates, returns


def refine(params, key, obs, candidates, returns, n_elite=8, noise=0.1):
    elite = candidates[:, jnp.argsort(-returns)[:n_elite]]
    mean = elite.mean(1, keepdims=True)
    resampled = mean + noise * jax.random.normal(key, candidates.shape)
    batch_obs = jnp.broadcast_to(obs, (candidates.shape[1], obs.shape[-1]))
    new_returns = imagine(params, obs=batch_obs, actions=resampled)
    best = jnp.argmax(new_returns)
    return resampled[0, best], new_returns[best]
