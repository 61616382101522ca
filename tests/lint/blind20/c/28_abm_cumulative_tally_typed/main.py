import jax
import jax.numpy as jnp

from agents import init_agents, tally_state

P_TRANSMIT = 0.08
P_RECOVER = 0.12


@jax.jit
def day_step(key, status, contacts, tally):
    k1, k2 = jax.random.split(key)
    infectious_contacts = jnp.sum(status[contacts] == 1, axis=1)
    p_inf = 1.0 - (1.0 - P_TRANSMIT) ** infectious_contacts
    new_inf = (status == 0) & (jax.random.uniform(k1, status.shape) < p_inf)
    new_rec = (status == 1) & (jax.random.uniform(k2, status.shape) < P_RECOVER)
    status = jnp.where(new_inf, 1, jnp.where(new_rec, 2, status))
    tally = {
        "infections": tally["infections"] + new_inf.sum(),
        "recoveries": tally["recoveries"] + new_rec.sum(),
        "day": tally["day"] + 1,
    }
    return status, tally


if __name__ == "__main__":
    key = jax.random.PRNGKey(3)
    key, sub = jax.random.split(key)
    status, contacts = init_agents(sub, 2_000, 10)
    tally = tally_state()
    for _ in range(30):
        key, sub = jax.random.split(key)
        status, tally = day_step(sub, status, contacts, tally)
    print({k: int(v) for k, v in tally.items()})
