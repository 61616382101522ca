import jax
import jax.numpy as jnp
import numpy as np
from train import make_eval_fn, run_epoch

rng = np.random.default_rng(5)
x = jnp.asarray(rng.normal(size=(200, 30)).astype(np.float32))
y = jnp.asarray(rng.integers(0, 4, size=200).astype(np.int32))
label_weights = jnp.array([1.0, 2.0, 2.0, 4.0])
params = jnp.zeros((30, 4))

for epoch in range(5):
    params = run_epoch(params, x, y, 0.5)
    evaluate = make_eval_fn(label_weights)
    acc = evaluate(x @ params, y)
    print(f"epoch {epoch} weighted acc {float(acc):.3f}")
