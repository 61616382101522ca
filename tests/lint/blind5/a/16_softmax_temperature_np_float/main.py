import numpy as np
import jax
import jax.numpy as jnp

from sampler import ExplorationController, sample_slate

N_ITEMS = 100


def main():
    rng = np.random.default_rng(16)
    key = jax.random.PRNGKey(16)
    item_quality = rng.uniform(0, 1, N_ITEMS)
    scores = jnp.asarray(np.log(item_quality + 1e-3), jnp.float32)
    controller = ExplorationController()
    for round_ in range(5):
        key, sub = jax.random.split(key)
        slate = np.asarray(sample_slate(sub, scores, controller.temperature))
        clicks = rng.uniform(size=5) < item_quality[slate] * 0.4
        controller.update(clicks.mean())
        print(f"round {round_} slate {slate.tolist()} ctr {clicks.mean():.2f} temp {controller.temperature:.3f}")


if __name__ == "__main__":
    main()
