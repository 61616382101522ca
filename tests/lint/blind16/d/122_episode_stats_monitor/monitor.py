import jax
import jax.numpy as jnp


@jax.jit
def update_stats(stats, episode_return, episode_length):
    decay = 0.9
    return {
        "return_ema": decay * stats["return_ema"] + (1 - decay) * episode_return,
        "length_ema": decay * stats["length_ema"] + (1 - decay) * episode_length,
        "best": jnp.maximum(stats["best"], episode_return),
    }


def init_stats():
    return {
        "return_ema": jnp.zeros((), jnp.float32),
        "length_ema": jnp.zeros((), jnp.float32),
        "best": jnp.full((), -jnp.inf, jnp.float32),
    }
