import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from trainer import ClassifierTrainer


class LeNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(6, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(10)(x)


def main():
    rng = np.random.default_rng(0)
    batches = [(rng.normal(size=(16, 12, 12, 1)).astype(np.float32),
                rng.integers(0, 10, size=(16,)).astype(np.int32)) for _ in range(3)]
    trainer = ClassifierTrainer(LeNet())
    params, opt_state = trainer.init(jax.random.PRNGKey(0), batches[0][0])
    for epoch in range(2):
        params, opt_state = trainer.fit_epoch(params, opt_state, batches)
        print(f"epoch {epoch} loss {float(trainer.history[-1]):.4f}")


if __name__ == "__main__":
    main()
