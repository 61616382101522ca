import jax
import numpy as np

from callbacks import GradNormLogger, LossPrinter
from trainer import Trainer

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    x = rng.normal(size=(96, 3)).astype(np.float32)
    y = np.sin(x.sum(1, keepdims=True)).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (3, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 1)) * 0.3}
    grad_logger = GradNormLogger()
    trainer = Trainer(params, callbacks=[grad_logger, LossPrinter()])
    trainer.fit(zip(np.split(x, 6), np.split(y, 6)))
    print("grad norms", np.round(grad_logger.history, 4))
