import flax.linen as nn
import jax
import jax.numpy as jnp

from trainer import Trainer

VOCAB, CLASSES = 50, 4


class BagOfWords(nn.Module):
    @nn.compact
    def __call__(self, ids, train: bool):
        x = nn.Embed(VOCAB, 32)(ids).mean(axis=1)
        x = nn.Dropout(0.1, deterministic=not train)(x)
        return nn.Dense(CLASSES)(nn.relu(nn.Dense(32)(x)))


def batches(seed):
    key = jax.random.PRNGKey(seed)
    while True:
        key, k1, k2 = jax.random.split(key, 3)
        yield {"ids": jax.random.randint(k1, (8, 12), 0, VOCAB),
               "label": jax.random.randint(k2, (8,), 0, CLASSES)}


def main():
    sample = next(batches(99))
    trainer = Trainer(BagOfWords(), sample)
    trainer.precompile()
    print("loss", trainer.fit(batches(0), num_steps=6))


if __name__ == "__main__":
    main()
