import jax
import jax.numpy as jnp
import numpy as np

from config import TrainConfig
from ensemble import net, train_member

# lot excursion detection from inline SPC summary features


def load(n=200, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 10)).astype(np.float32)
    y = ((x[:, 0] + x[:, 4] ** 2) > 1.2).astype(np.int32)
    return x, y


def main():
    cfg = TrainConfig()
    x, y = load()
    members = []
    for seed in range(cfg.n_members):
        params, loss = train_member(cfg, seed, x, y)
        members.append(params)
        print(f"member {seed}: final loss {loss:.4f}")
    probs = jnp.mean(jnp.stack([jax.nn.softmax(net.apply(p, x)) for p in members]), 0)
    print("ensemble acc", float(jnp.mean(probs.argmax(-1) == y)))


if __name__ == "__main__":
    main()
