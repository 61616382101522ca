"""Joint next-step forecasting and window reconstruction for a pump-pressure series."""
import jax
import jax.numpy as jnp
import numpy as np

from trainer import MultiTaskTrainer, init_params

WINDOW = 16


def make_data(rng):
    t = np.arange(600)
    s = np.sin(t / 5.0) + 0.3 * np.sin(t / 17.0) + 0.05 * rng.normal(size=600)
    idx = np.arange(len(s) - WINDOW)[:, None] + np.arange(WINDOW)[None]
    return jnp.asarray(s[idx], jnp.float32), jnp.asarray(s[WINDOW:], jnp.float32)


def main():
    rng = np.random.default_rng(0)
    x, y = make_data(rng)
    trainer = MultiTaskTrainer(init_params(jax.random.PRNGKey(0), WINDOW, 8))
    for epoch in range(6):
        trainer.on_epoch_start(epoch)
        loss = trainer.fit_epoch(x, y)
        print(f"epoch {epoch}: weights {trainer.loss_weights} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
