import jax
import numpy as np

from registry import get_predictor, register

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
register("intent", {"w1": jax.random.normal(k1, (8, 16)) * 0.1,
                    "w2": jax.random.normal(k2, (16, 4)) * 0.1})

rng = np.random.default_rng(0)
queue = [("intent", rng.normal(size=(4, 8)).astype(np.float32)) for _ in range(6)]

for model_name, batch in queue:
    predict = get_predictor(model_name)
    print(np.asarray(predict(batch)).argmax(-1))
