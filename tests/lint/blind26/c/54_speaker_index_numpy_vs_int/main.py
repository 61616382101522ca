import numpy as np
import jax.numpy as jnp
from adapt import speaker_normalise

rng = np.random.default_rng(54)
speakers = ["spk_a", "spk_b", "spk_c"]
spk_index = {s: i for i, s in enumerate(speakers)}
table = jnp.asarray(rng.normal(size=(3, 4)).astype(np.float32))

# enrolled utterances use the manifest's integer column; new ones are looked up by name
manifest_ids = np.array([0, 2, 1, 1], dtype=np.int64)
for sid in manifest_ids:
    feats = rng.normal(size=(50, 4)).astype(np.float32)
    print("enrolled", float(speaker_normalise(table, feats, sid).mean()))
for name in ["spk_b", "spk_a"]:
    feats = rng.normal(size=(50, 4)).astype(np.float32)
    print(name, float(speaker_normalise(table, feats, spk_index[name]).mean()))
