import sys

import jax
import jax.numpy as jnp


N_PER_ARM = 50


@jax.jit
def simulate_trial(key, effect_size):
    k_pbo, k_act = jax.random.split(key)
    pbo = jax.random.normal(k_pbo, (N_PER_ARM,)) * 10.0
    act = jax.random.normal(k_act, (N_PER_ARM,)) * 10.0 - effect_size
    diff = act.mean() - pbo.mean()
    se = jnp.sqrt(act.var(ddof=1) / N_PER_ARM + pbo.var(ddof=1) / N_PER_ARM)
    return diff / se < -1.96


def default_key(seed):
    return jax.random.key(seed)


def power(effect_size, seeds, key_fn):
    hits = [bool(simulate_trial(key_fn(s), effect_size)) for s in seeds]
    return sum(hits) / len(hits)


def main(argv):
    eff = jnp.float32(5.0)
    print("scenario A power:", power(eff, range(20), default_key))
    replicate_key = jax.random.PRNGKey
    print("replicate of published seeds:", power(eff, [11, 42, 1234, 2024], replicate_key))


if __name__ == "__main__":
    main(sys.argv)
