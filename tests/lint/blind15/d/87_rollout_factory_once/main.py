import jax
import jax.numpy as jnp

from rollout import linear_dynamics, make_rollout

HORIZON = 15


def hill_climb(rollout_fn, w, key, iters=6, sigma=0.1):
    init = jax.random.normal(key, (8, 2))
    best = float(rollout_fn(w, init).mean())
    for i in range(iters):
        key, sub = jax.random.split(key)
        cand = w + sigma * jax.random.normal(sub, w.shape)
        score = float(rollout_fn(cand, init).mean())
        if score > best:
            w, best = cand, score
    return w, best


def main():
    rollout_fn = make_rollout(linear_dynamics, HORIZON)
    w = jnp.zeros((2, 2))
    key = jax.random.PRNGKey(0)
    for rnd in range(3):
        key, sub = jax.random.split(key)
        w, best = hill_climb(rollout_fn, w, sub)
        print(rnd, best)


if __name__ == "__main__":
    main()
