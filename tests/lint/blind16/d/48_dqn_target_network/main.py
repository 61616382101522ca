import jax
import numpy as np

from learner import learn, opt

OBS, ACT, B = 4, 2, 32


def make_batch(rng):
    return {"obs": rng.normal(size=(B, OBS)).astype(np.float32),
            "act": rng.integers(0, ACT, size=B).astype(np.int32),
            "rew": rng.normal(size=B).astype(np.float32),
            "next_obs": rng.normal(size=(B, OBS)).astype(np.float32)}


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w": jax.random.normal(k1, (OBS, 16)) * 0.3,
              "out": jax.random.normal(k2, (16, ACT)) * 0.3}
    target = params
    opt_state = opt.init(params)
    for step in range(12):
        params, target, opt_state = learn(params, target, opt_state, make_batch(rng), step)
    print(float(np.abs(np.asarray(target["out"])).sum()))


if __name__ == "__main__":
    main()
