import jax
import jax.numpy as jnp

from envs import ReachEnv


def encode(obs):
    rel = obs["goal"] - obs["pos"]
    return jnp.concatenate([obs["pos"], obs["vel"], rel], axis=-1)


@jax.jit
def policy(params, obs):
    feats = encode(obs)
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
