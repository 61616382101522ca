from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from networks import make_policy

OBS, ACT = 6, 3


@partial(jax.jit, static_argnums=0)
def policy_actions(module, params, obs):
    return module.apply(params, obs)


def main():
    rng = np.random.default_rng(0)
    base = make_policy(ACT, 1.0)
    params = base.init(jax.random.PRNGKey(0), jnp.zeros((1, OBS)))
    for stage in range(5):
        # the deployment wrapper builds its own module instance
        module = make_policy(ACT, 1.0)
        obs = rng.normal(size=(16, OBS)).astype(np.float32)
        acts = policy_actions(module, params, obs)
        print(stage, float(jnp.abs(acts).max()))


if __name__ == "__main__":
    main()
