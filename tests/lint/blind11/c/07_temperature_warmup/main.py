import jax
import jax.numpy as jnp
import numpy as np

WARMUP = 3


@jax.jit
def sample_tokens(logits, temperature, key):
    return jax.random.categorical(key, logits / temperature, axis=-1)


def temperature_schedule(step):
    return min(1, (step + 1) / WARMUP)


logits = jax.random.normal(jax.random.PRNGKey(0), (2, 12))
key = jax.random.PRNGKey(1)
generated = []
for step in range(6):
    key, sub = jax.random.split(key)
    tok = sample_tokens(logits, temperature_schedule(step), sub)
    generated.append(np.asarray(tok))

print(np.stack(generated).T)
