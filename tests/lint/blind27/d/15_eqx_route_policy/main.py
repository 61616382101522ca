import equinox as eqx
import jax
import numpy as np

from policy import RoutePolicy
from train import choose_and_update, anneal, optim


def main():
    rng = np.random.default_rng(0)
    feats = rng.normal(size=(64, 5)).astype(np.float32)
    costs = rng.uniform(1, 10, (64, 3)).astype(np.float32)
    policy = RoutePolicy(5, 3, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(policy, eqx.is_array))
    for epoch in range(5):
        for _ in range(10):
            policy, opt_state, loss = choose_and_update(policy, opt_state, feats, costs)
        policy = anneal(policy, 0.8)
        print(epoch, round(float(loss), 3), round(policy.temperature, 3))


if __name__ == "__main__":
    main()
