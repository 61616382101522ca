import functools

import jax
import jax.numpy as jnp
import numpy as np


def pairing_cost(mmr, ping, skill_weight):
    d_mmr = jnp.abs(mmr[:, None] - mmr[None, :])
    d_ping = ping[:, None] + ping[None, :]
    cost = skill_weight * d_mmr + (1 - skill_weight) * d_ping
    return cost + jnp.eye(mmr.shape[0]) * 1e6


class Matchmaker:
    def __init__(self, region, skill_weight):
        self.region = region
        self.skill_weight = skill_weight
        self._cost = jax.jit(functools.partial(pairing_cost, skill_weight=skill_weight))

    def tick(self, mmr, ping):
        return jnp.argmin(self._cost(mmr, ping), axis=1)


def main():
    rng = np.random.default_rng(4)
    mm = Matchmaker("eu-west", 0.65)
    total = 0.0
    for tick in range(6):
        mmr = rng.normal(1500, 250, size=24).astype(np.float32)
        ping = rng.uniform(5, 90, size=24).astype(np.float32)
        partner = mm.tick(mmr, ping)
        total += float(jnp.abs(mmr - mmr[partner]).mean())
    print(mm.region, total / 6)


if __name__ == "__main__":
    main()
