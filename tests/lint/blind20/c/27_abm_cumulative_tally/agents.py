import jax
import jax.numpy as jnp


def init_agents(key, n_agents, n_seed):
    status = jnp.zeros(n_agents, dtype=jnp.int32)
    status = status.at[:n_seed].set(1)
    contacts = jax.random.randint(key, (n_agents, 6), 0, n_agents)
    return status, contacts


def tally_state():
    return {"infections": 0, "recoveries": 0, "day": 0}
