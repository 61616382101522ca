import itertools
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


_version = itertools.count(1)

BASE_RULES = {"min_amount": 500.0, "max_velocity": 5, "night_weight": 1.5}
VOLATILE_KEYS = ("loaded_at",)


def load_rules():
    rules = dict(BASE_RULES)
    rules["loaded_at"] = next(_version)
    return rules


def freeze(rules):
    return tuple(sorted((k, v) for k, v in rules.items() if k not in VOLATILE_KEYS))


@partial(jax.jit, static_argnums=(1,))
def apply_rules(txn, frozen_rules):
    rules = dict(frozen_rules)
    amount, velocity, night = txn[:, 0], txn[:, 1], txn[:, 2]
    score = (amount > rules["min_amount"]).astype(jnp.float32)
    score += (velocity > rules["max_velocity"]).astype(jnp.float32)
    score += rules["night_weight"] * night
    return score


def main():
    rng = np.random.default_rng(47)
    for batch_id in range(4):
        txn = np.stack([rng.lognormal(5, 1, 64), rng.poisson(3, 64), rng.random(64) < 0.2], 1).astype(np.float32)
        rules = load_rules()
        score = apply_rules(txn, freeze(rules))
        print(batch_id, rules["loaded_at"], int((score >= 2).sum()))


if __name__ == "__main__":
    main()
