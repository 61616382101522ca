import jax
import jax.numpy as jnp

N_BINS = 24
CAPACITY = 60


def empty_ring():
    return {"vel": jnp.zeros((CAPACITY, N_BINS, 2)), "filled": jnp.zeros(CAPACITY, bool), "head": jnp.array(0)}


@jax.jit
def push_and_average(ring, ping):
    head = ring["head"]
    ring = {"vel": ring["vel"].at[head].set(ping),
            "filled": ring["filled"].at[head].set(True),
            "head": (head + 1) % CAPACITY}
    w = ring["filled"][:, None, None]
    mean = jnp.sum(ring["vel"] * w, 0) / jnp.maximum(jnp.sum(w, 0), 1)
    return ring, mean
