import jax
import numpy as np

from trainer import Trainer


def augment(rng, x):
    noise = 0.1 * rng.normal(size=x.shape)
    scale = rng.uniform(0.8, 1.2, size=(x.shape[0], 1))
    return (x * scale + noise).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"enc": jax.random.normal(k1, (10, 16)) * 0.2, "pred": jax.random.normal(k2, (16, 16)) * 0.2}
    trainer = Trainer(params, base_lr=0.05)
    data = rng.normal(size=(48, 10)).astype(np.float32)
    for cycle in range(4):
        trainer.start_cycle(cycle)
        for i in range(0, 48, 16):
            x = data[i:i + 16]
            loss = trainer.step(augment(rng, x), augment(rng, x))
        print("cycle", cycle, float(loss))


if __name__ == "__main__":
    main()
