import jax
import jax.numpy as jnp
from herd import HerdCensus
from model import salmonella_dublin_month

census = HerdCensus(susceptible=180, carriers=6, recovered=20)
state = census.as_state()
key = jax.random.PRNGKey(44)
history = []
for month in range(12):
    key, sub = jax.random.split(key)
    state = salmonella_dublin_month(state, sub, jnp.float32(0.7), jnp.float32(0.15))
    history.append(int(state[1]))
print("carrier animals by month", history)
