import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np

from trainer import FieldTrainer


class YieldMLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(1)(x)


FIELDS = ["A1", "A2", "B1", "C4", "C5"]


def field_records(name, n=48):
    rng = np.random.default_rng(FIELDS.index(name))
    x = rng.normal(size=(n, 5)).astype(np.float32)  # N rate, soil OM, pH, rain, GDD
    y = (6.0 + x @ rng.normal(0.3, 0.2, 5) + rng.normal(0, 0.3, n)).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def main():
    model = YieldMLP()
    base = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 5)))
    for name in FIELDS:
        x, y = field_records(name)
        trainer = FieldTrainer(model, base)
        print(name, round(trainer.fit(x, y, steps=20), 3))


if __name__ == "__main__":
    main()
