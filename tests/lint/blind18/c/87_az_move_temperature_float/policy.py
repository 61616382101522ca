import jax
import jax.numpy as jnp


@jax.jit
def sample_move(key, visit_counts, temperature):
    logits = jnp.log(visit_counts + 1e-6) / temperature
    return jax.random.categorical(key, logits)


def temperature_for(ply, exploration_plies=4):
    return 1.0 if ply < exploration_plies else 0.25
