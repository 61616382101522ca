import numpy as np
import equinox as eqx
import jax

from models import build
from train import fold_step, opt

rng = np.random.default_rng(0)
X = rng.normal(size=(200, 24)).astype(np.float32)   # penguin call features
Y = rng.integers(0, 3, 200).astype(np.int32)         # three colonies
folds = np.array_split(np.arange(200), 4)
for k in range(4):
    tr = np.concatenate([folds[j] for j in range(4) if j != k])
    model = build(jax.random.PRNGKey(k))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for i in range(0, 150, 50):
        model, opt_state, loss = fold_step(model, opt_state, X[tr][i:i + 50], Y[tr][i:i + 50])
    print("fold", k, float(loss))
