import jax
import numpy as np

from serving import Predictor, Tagger

rng = np.random.default_rng(2)
params = Tagger().init(jax.random.PRNGKey(0), np.zeros((1, 10), np.float32))
predictor = Predictor(params)
for request_id in range(5):
    feats = rng.normal(size=(4, 10)).astype(np.float32)
    print(request_id, np.asarray(predictor.predict(feats)))
