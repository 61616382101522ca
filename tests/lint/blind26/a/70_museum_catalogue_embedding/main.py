import numpy as np
import jax

from net import net, embed_batch
from catalogue import Catalogue

cat = Catalogue()
params = net.init(jax.random.PRNGKey(0), cat.records[:1])
index = np.concatenate([np.asarray(embed_batch(params, c)) for c in cat.chunks()])
q = index[17]
print("nearest records to #17:", np.argsort(-index @ q)[1:4])
