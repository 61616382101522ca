import jax
import numpy as np

from ppo.actor import init_actor
from ppo.collect import collect
from ppo.evaluate import evaluate


def main():
    rng = np.random.default_rng(0)
    params = init_actor(jax.random.PRNGKey(0), 4, 3)
    key = jax.random.PRNGKey(1)
    for it in range(3):
        key, sub = jax.random.split(key)
        obs = rng.normal(size=(4, 4)).astype(np.float32)
        actions, logps = collect(params, obs, sub)
        print(f"iter {it}: actions {actions.tolist()} mean logp {logps.mean():.3f}")
        print("  eval", evaluate(params, rng.normal(size=(3, 4)).astype(np.float32)))


if __name__ == "__main__":
    main()
