import dataclasses

import jax
import jax.numpy as jnp
import numpy as np

from trainer import BYOLTrainer


def main():
    rng = np.random.default_rng(0)
    ks = jax.random.split(jax.random.PRNGKey(0), 3)
    online = {"w1": jax.random.normal(ks[0], (10, 24)) * 0.2, "w2": jax.random.normal(ks[1], (24, 8)) * 0.2}
    pred = jax.random.normal(ks[2], (8, 8)) * 0.2
    target = jax.tree_util.tree_map(jnp.copy, online)
    trainer = BYOLTrainer()
    opt_state = trainer.tx.init((online, pred))
    for epoch in range(trainer.total_epochs):
        trainer = dataclasses.replace(trainer, epoch=epoch)
        for _ in range(3):
            x = rng.normal(size=(16, 10)).astype(np.float32)
            x1 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
            x2 = x + 0.1 * rng.normal(size=x.shape).astype(np.float32)
            online, pred, target, opt_state, loss = trainer.step(online, pred, target, opt_state, x1, x2)
        print(epoch, trainer.momentum(), float(loss))


if __name__ == "__main__":
    main()
