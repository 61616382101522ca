import jax
import jax.numpy as jnp
import numpy as np

from trainer import SpikeClippedTrainer


def regression_loss(params, x, y):
    pred = jax.nn.relu(x @ params["w1"] + params["b1"]) @ params["w2"]
    return jnp.mean((pred.squeeze(-1) - y) ** 2)


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (10, 32)) * 0.3, "b1": jnp.zeros(32),
              "w2": jax.random.normal(k2, (32, 1)) * 0.3}
    trainer = SpikeClippedTrainer(regression_loss, params)
    for step in range(6):
        x = rng.normal(size=(32, 10)).astype(np.float32)
        y = (x[:, 0] * 2 - x[:, 1]).astype(np.float32)
        loss = trainer.train_step((x, y))
        print(f"step {step}: loss {loss:.4f} grad-norm ema {trainer.norm_ema:.3f}")


if __name__ == "__main__":
    main()
