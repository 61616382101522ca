import numpy as np
import jax
import jax.numpy as jnp
from g2p import net, g2p_step

# one-to-one aligned grapheme/phoneme pairs from a small pronouncing dictionary
rng = np.random.default_rng(23)
lexicon = []
for _ in range(30):
    n = int(rng.integers(3, 9))
    g = rng.integers(1, 28, n)
    lexicon.append((g, (g * 7) % 34))

params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 5), jnp.int32))
for epoch in range(2):
    for g, p in lexicon:
        params, loss = g2p_step(params, g[None, :].astype(np.int32), p[None, :].astype(np.int32))
    print(epoch, float(loss))
