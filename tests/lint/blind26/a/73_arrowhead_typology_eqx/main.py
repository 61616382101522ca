import numpy as np
import jax
import equinox as eqx

from model import Typology


@eqx.filter_jit
def infer_batch(model, x):
    return jax.vmap(model)(x)


rng = np.random.default_rng(0)
model = Typology(jax.random.PRNGKey(0))
# attribute vectors of arrowheads, in trays of 20
trays = [rng.normal(size=(20, 12)).astype(np.float32) for _ in range(6)]
for i, tray in enumerate(trays):
    p = infer_batch(model, tray)
    print(i, np.bincount(np.asarray(p.argmax(-1)), minlength=5))
