import equinox as eqx
import jax
import numpy as np

from policy import batch_actions, build_policy

OBS, ACT, N = 8, 3, 16


class CheckpointStore:
    """Keeps the latest learner weights; actors rebuild their policy from it."""

    def __init__(self, key):
        self.weights = eqx.filter(build_policy(key, OBS, ACT), eqx.is_array)

    def publish(self, weights):
        self.weights = weights

    def load(self):
        skeleton = build_policy(jax.random.PRNGKey(0), OBS, ACT)
        return eqx.combine(self.weights, eqx.filter(skeleton, eqx.is_array, inverse=True))


def main():
    rng = np.random.default_rng(0)
    store = CheckpointStore(jax.random.PRNGKey(1))
    for rnd in range(4):
        policy = store.load()
        obs = rng.normal(size=(N, OBS)).astype(np.float32)
        acts = batch_actions(policy, obs)
        perturbed = jax.tree.map(lambda w: w * 0.99, eqx.filter(policy, eqx.is_array))
        store.publish(perturbed)
        print(rnd, float(abs(acts).mean()))


if __name__ == "__main__":
    main()
