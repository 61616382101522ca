import jax
import numpy as np

from trainer import LMTrainer

if __name__ == "__main__":
    trainer = LMTrainer(vocab=40, dim=16)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"embed": jax.random.normal(k1, (40, 16)) * 0.1,
              "out": jax.random.normal(k2, (16, 40)) * 0.1}
    state = {"params": params, "opt_state": trainer.tx.init(params), "step": 0}
    rng = np.random.default_rng(0)
    for _ in range(5):
        tokens = rng.integers(0, 40, (4, 12)).astype(np.int32)
        state, loss = trainer.train_step(state, tokens)
        print(state["step"], float(loss))
