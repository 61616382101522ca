import jax
import jax.numpy as jnp

from envs import ReachEnv


def encode(obs):
    parts = [obs["pos"], obs["vel"]]
    if "goal" in obs:
        parts.append(obs["goal"] - obs["pos"])
    return jnp.concatenate(parts, axis=-1)


@jax.jit
def policy(params, obs):
    feats = encode(obs)
    feats = jnp.pad(feats, ((0, 0), (0, 9 - feats.shape[-1])))
    return jnp.tanh(feats @ params["w"] + params["b"])


def main():
    params = {"w": jax.random.normal(jax.random.PRNGKey(0), (9, 3)) * 0.1,
              "b": jnp.zeros(3)}
    env = ReachEnv(n_envs=4)
    for it in range(9):
        env.set_stage(it // 3)
        actions = policy(params, env.observe())
        print(it, float(jnp.abs(actions).mean()))


if __name__ == "__main__":
    main()
