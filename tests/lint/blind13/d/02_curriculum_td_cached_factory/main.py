import jax
import jax.numpy as jnp

from env import ChainCurriculum
from learner import get_td_update

HIDDEN = 16
STAGES = 5
STEPS_PER_STAGE = 3


def init(key, n_features):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (n_features, HIDDEN)) * 0.3,
            "w2": jax.random.normal(k2, (HIDDEN, 1)) * 0.3}


def main():
    env = ChainCurriculum()
    params = init(jax.random.PRNGKey(1), env.n_features)
    target = params
    for stage in range(STAGES):
        td_update = get_td_update(0.95, 0.05)
        for _ in range(STEPS_PER_STAGE):
            feats, rewards, next_feats = env.transitions(stage)
            params, loss = td_update(params, target, jnp.asarray(feats),
                                     jnp.asarray(rewards), jnp.asarray(next_feats))
        target = params
        print(f"stage {stage}: td loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
