import numpy as np
import jax
import jax.numpy as jnp
from loader import load_split
from model import nasality_logits

# nasal vs oral vowel detector; weights trained elsewhere, here only scored
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
w = (jax.random.normal(k1, (20, 16)), jax.random.normal(k2, (16, 2)))
for split in ["train", "dev"]:
    x, y = load_split(split)
    for i in range(0, 256, 64):
        pred = np.asarray(nasality_logits(w, x[i:i + 64])).argmax(-1)
    print(split, float((pred == y[192:]).mean()))
