import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def brucellosis_week(state, key, beta, cull_rate):
    # stochastic S-I-culled model for a cattle herd, one week per call
    s, i, c = state[0], state[1], state[2]
    k1, k2 = jax.random.split(key)
    p_inf = 1.0 - jnp.exp(-beta * i / (s + i))
    new_i = jax.random.binomial(k1, s, p_inf)
    culled = jax.random.binomial(k2, i, cull_rate)
    return jnp.stack([s - new_i, i + new_i - culled, c + culled])


herd = {"susceptible": 240, "infected": 4, "culled": 0}
state = jnp.array([herd["susceptible"], herd["infected"], herd["culled"]])
key = jax.random.PRNGKey(43)
for week in range(12):
    key, sub = jax.random.split(key)
    state = brucellosis_week(state, sub, jnp.float32(0.9), jnp.float32(0.3))
print("after 12 weeks S/I/culled:", np.asarray(state).round(0))
