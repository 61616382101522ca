import jax
import numpy as np

from trainer import SceneTrainer

rng = np.random.default_rng(0)


def batch(n):
    o = rng.normal(size=(n, 3)).astype(np.float32)
    d = rng.normal(size=(n, 3)).astype(np.float32)
    return o, d, rng.uniform(size=(n, 3)).astype(np.float32)


trainer = SceneTrainer(jax.random.PRNGKey(0))
eval_o, eval_d, eval_c = batch(48)
for step in range(8):
    loss = trainer.fit_batch(*batch(64))
    if step % 2 == 1:
        pred = trainer.render_view(eval_o, eval_d)
        print(step, float(loss), float(np.mean((np.asarray(pred) - eval_c) ** 2)))
