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
    temp = jnp.asarray(temperature_schedule(step), dtype=jnp.float32)
    generated.append(np.asarray(sample_tokens(logits, temp, sub)))

print(np.stack(generated).T)
