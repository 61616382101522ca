import numpy as np
import jax

from trainer import PitchTrainer


def main():
    rng = np.random.default_rng(0)
    mel = rng.standard_normal((160, 20)).astype(np.float32)
    f0 = np.tanh(mel[:, :3].sum(axis=1)).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (20, 16)) * 0.2, "w2": jax.random.normal(k2, (16, 1)) * 0.2}
    trainer = PitchTrainer(params, total_steps=16)
    for epoch in range(4):
        for i in range(0, 160, 40):
            loss = trainer.step(mel[i:i + 40], f0[i:i + 40])
        print(epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()
