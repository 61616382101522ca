import jax
import jax.numpy as jnp
from data import load_manifest, by_speaker
from adapt import adapt_speaker

x, y, spk = load_manifest()
w = jax.random.normal(jax.random.PRNGKey(0), (20,)) * 0.3
for s, xs, ys in by_speaker(x, y, spk):
    shift, loss = adapt_speaker(w, jnp.zeros(20), xs, ys)
    print(s, xs.shape[0], float(loss))
