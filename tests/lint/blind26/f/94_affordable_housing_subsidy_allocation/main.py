import jax
import jax.numpy as jnp

SETTINGS = {"budget": 5.0e6, "rounds": 6, "max_award": 250_000.0}

@jax.jit
def subsidy_round(remaining, need, score, max_award):
    share = jax.nn.softmax(score)
    award = jnp.minimum(jnp.minimum(need, max_award), share * remaining * 0.3)
    return remaining - award.sum(), need - award

def run_program(need, score, settings):
    remaining = jnp.asarray(settings["budget"], dtype=jnp.float32)
    for r in range(settings["rounds"]):
        remaining, need = subsidy_round(remaining, need, score, settings["max_award"])
        print(r, round(float(remaining)))
    return remaining

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
run_program(jax.random.uniform(k1, (40,), minval=5e4, maxval=4e5), jax.random.normal(k2, (40,)), SETTINGS)
