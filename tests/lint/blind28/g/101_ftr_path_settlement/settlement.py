import jax
import jax.numpy as jnp


@jax.jit
def add_interval(acc, lmp_source, lmp_sink, mw):
    rent = (lmp_sink - lmp_source) * mw / 12.0
    return {"rent": acc["rent"] + rent.sum(), "by_path": acc["by_path"] + rent}


def empty_accumulator(n_paths):
    return {"rent": jnp.zeros(()), "by_path": jnp.zeros(n_paths)}
