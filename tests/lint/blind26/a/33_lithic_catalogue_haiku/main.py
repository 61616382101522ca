import numpy as np
import jax

from net import net, classify_chunk
from serve import chunks

rng = np.random.default_rng(0)
# shape descriptors of flakes, blades and cores
catalogue = rng.normal(size=(256, 20)).astype(np.float32)
params = net.init(jax.random.PRNGKey(0), catalogue[:1])
labels = []
for chunk in chunks(catalogue, 64):
    labels.append(np.asarray(classify_chunk(params, chunk)).argmax(-1))
labels = np.concatenate(labels)
print("flakes/blades/cores:", np.bincount(labels, minlength=3))
