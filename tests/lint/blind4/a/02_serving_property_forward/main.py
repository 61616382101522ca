import jax
import numpy as np

from serving import Classifier, Predictor

rng = np.random.default_rng(1)
params = Classifier(5).init(jax.random.PRNGKey(0), np.zeros((1, 8), np.float32))
predictor = Predictor(params)

requests = [rng.normal(size=(16, 8)).astype(np.float32) for _ in range(5)]
for batch_id, batch in enumerate(requests):
    labels, conf = predictor.predict(batch)
    print(batch_id, np.asarray(labels)[:4], float(conf.mean()))
