import numpy as np
import jax
import jax.numpy as jnp

# character bigram LM for a low-resource orthography
text = "ka tama ni ore ka piko tama ore ni ka ta piko ni ore tama ka " * 20
chars = sorted(set(text))
stoi = {c: i for i, c in enumerate(chars)}
V = len(chars)
ids = np.array([stoi[c] for c in text])
counts = np.ones((V, V))
np.add.at(counts, (ids[:-1], ids[1:]), 1)
log_probs = jnp.asarray(np.log(counts / counts.sum(1, keepdims=True)), dtype=jnp.float32)


@jax.jit
def sample_next(key, prev, temperature):
    return jax.random.categorical(key, log_probs[prev] / temperature)


def generate(key, start, n, temperature):
    out = [start]
    for _ in range(n):
        key, sub = jax.random.split(key)
        out.append(int(sample_next(sub, out[-1], temperature)))
    return "".join(chars[i] for i in out)


key = jax.random.PRNGKey(0)
for temperature in [1, 0.7, 0.5]:
    key, sub = jax.random.split(key)
    print(temperature, repr(generate(sub, stoi["k"], 20, temperature)))
