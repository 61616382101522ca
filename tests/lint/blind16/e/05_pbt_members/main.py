import functools
from dataclasses import dataclass, field

import jax
import numpy as np
import jax.numpy as jnp


def loss_fn(params, x, y, weight_decay):
    pred = jnp.tanh(x @ params["w1"]) @ params["w2"]
    l2 = sum(jnp.sum(p ** 2) for p in jax.tree.leaves(params))
    return jnp.mean((pred - y) ** 2) + weight_decay * l2


def _step(hparams, params, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y, hparams["weight_decay"])
    params = jax.tree.map(lambda p, g: p - hparams["lr"] * g, params, grads)
    return params, loss


@dataclass
class Member:
    params: dict
    hparams: dict
    score: float = field(default=float("inf"))

    def train(self, x, y, steps):
        step = jax.jit(functools.partial(_step, self.hparams))
        for _ in range(steps):
            self.params, loss = step(self.params, x, y)
        self.score = float(loss)


def init_member(key, hparams):
    k1, k2 = jax.random.split(key)
    params = {"w1": jax.random.normal(k1, (4, 16)) * 0.3, "w2": jax.random.normal(k2, (16, 1)) * 0.3}
    return Member(params, dict(hparams))


def exploit_and_explore(members, rng: np.random.Generator):
    ranked = sorted(members, key=lambda m: m.score)
    n = len(ranked) // 2
    for loser, winner in zip(ranked[n:], ranked[:n]):
        loser.params = jax.tree.map(jnp.copy, winner.params)
        loser.hparams = {k: v * rng.choice([0.8, 1.25]) for k, v in winner.hparams.items()}


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    y = np.sin(x.sum(axis=1, keepdims=True)).astype(np.float32)

    keys = jax.random.split(jax.random.PRNGKey(0), 4)
    members = [
        init_member(k, {"lr": lr, "weight_decay": wd})
        for k, lr, wd in zip(keys, [0.3, 0.1, 0.03, 0.01], [1e-3, 1e-4, 1e-3, 1e-4])
    ]
    for generation in range(3):
        for m in members:
            m.train(x, y, steps=5)
        print(generation, sorted(round(m.score, 4) for m in members))
        exploit_and_explore(members, rng)


if __name__ == "__main__":
    main()
